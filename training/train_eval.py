#!/usr/bin/python3
"""Trains Tabula's learned Toguz Kumalak evaluation from self-play data (NumPy only).

Reads the .npz files of `tabula selfplay toguz` (docs/selfplay.md), turns every sample's
observation into the features of training/README.md ("The model"), and fits their weights by
regularised logistic regression on the games' results (Newton's method: no learning rate, no
randomness but the seeded split into training and validation games). Writes the weights as the
text file that dev.tabula.toguz.ToguzLearnedEvaluation reads.

    /usr/bin/python3 training/train_eval.py --data DIR --out FILE [--seed S] [--l2 L]
    /usr/bin/python3 training/train_eval.py --predict DIR --weights FILE

The second form prints the model's value of every sample of DIR, one per line in the files'
order, for the test that checks the Java inference against this one.
"""

import argparse
import glob
import json
import os
import sys

import numpy as np

FORMAT = "tabula-learned-eval 1"
FEATURES = "toguz-1"
HOLES = 9
STONES = 162  # every count of an observation is divided by this
WIN = 82  # stones in the store that win
BUCKETS = 16  # stone counts 0..14 each have a weight per hole; 15 or more share the last
FINISHED = 0.999  # the bound of every value, as in the hand-weighted evaluation


def load(directory):
    """The observations and returns of every sample in DIR, in the files' order."""
    names = sorted(glob.glob(os.path.join(directory, "selfplay-*.npz")))
    if not names:
        sys.exit(f"train_eval: no selfplay-*.npz files in {directory}")
    with open(os.path.join(directory, "manifest.json"), encoding="utf-8") as f:
        manifest = json.load(f)
    if manifest.get("game") != "toguz":
        sys.exit(f"train_eval: {directory} holds {manifest.get('game')} data, not toguz")
    obs, ret, game = [], [], []
    for name in names:
        with np.load(name) as z:
            obs.append(z["observations"])
            ret.append(z["returns"])
            game.append(z["game"])
    about = (
        f"{manifest.get('games')} games of {','.join(manifest.get('bots', []))},"
        f" seed {manifest.get('seed')}, random plies {manifest.get('random_plies', 0)},"
        f" temperature plies {manifest.get('temperature_plies', 0)}"
    )
    return (
        np.concatenate(obs),
        np.concatenate(ret).astype(np.float64),
        np.concatenate(game),
        about,
    )


DENSE = 6 + 2 * HOLES  # bias, store lead, the four capture terms, the 18 tuzdyk terms
GROUPS = 2 * HOLES  # the holes of the two rows, each with its table of BUCKETS weights


def count():
    """The number of features: the dense ones, then the holes' tables."""
    return DENSE + GROUPS * BUCKETS


def threats(stones, tuzdyk):
    """What the owner of row 0 could take with one move: the best even count its last stone makes
    in a hole of row 1, and whether some move makes a tuzdyk (a count of 3). Rows are [N, 2, 9];
    a tuzdyk in row 1 is row 0's owner's, one in row 0 the other's."""
    n_rows = stones.shape[0]
    rows = np.arange(n_rows)
    own_has, own_at = tuzdyk[:, 1].any(axis=1), tuzdyk[:, 1].argmax(axis=1)
    opp_has, opp_at = tuzdyk[:, 0].any(axis=1), tuzdyk[:, 0].argmax(axis=1)
    best = np.zeros(n_rows, dtype=np.int64)
    makes = np.zeros(n_rows, dtype=bool)
    for i in range(HOLES):
        n = stones[:, 0, i]
        last = np.where(n == 1, i + 1, (i + n - 1) % (2 * HOLES))
        j = np.clip(last - HOLES, 0, HOLES - 1)
        lands = (n > 0) & (last >= HOLES) & ~(own_has & (own_at == j))
        added = np.where(n == 1, 1, (n - 1) // (2 * HOLES) + 1)
        after = stones[rows, 1, j] + added
        even = lands & (after % 2 == 0)
        best = np.where(even, np.maximum(best, after), best)
        makes |= lands & (after == 3) & ~own_has & (j != HOLES - 1) & ~(opp_has & (opp_at == j))
    return best, makes


def features(obs):
    """The features of observations [N, 4, 2, 9] seen by the player to move, as the dense matrix
    [N, DENSE] and the column of each hole's table entry [N, GROUPS], both times the row's scale
    (the scale returned as [N])."""
    n = obs.shape[0]
    stones = np.rint(obs[:, 0] * STONES).astype(np.int64)  # [N, 2, 9]: row 0 the mover's
    tuzdyk = obs[:, 1] > 0.5  # [N, 2, 9]: a tuzdyk in row r belongs to the other row's owner
    store = np.rint(obs[:, 2, :, 0] * STONES).astype(np.int64)  # [N, 2]
    need = np.maximum(1, (WIN - store[:, 0]) + (WIN - store[:, 1]))
    scale = 1.0 / np.sqrt(need.astype(np.float64))
    board = stones.sum(axis=(1, 2)).astype(np.float64)
    own_best, own_makes = threats(stones, tuzdyk)
    opp_best, opp_makes = threats(stones[:, ::-1], tuzdyk[:, ::-1])
    d = np.zeros((n, DENSE), dtype=np.float64)
    d[:, 0] = 1.0
    d[:, 1] = store[:, 0] - store[:, 1]
    d[:, 2] = own_best
    d[:, 3] = own_makes * board
    d[:, 4] = opp_best
    d[:, 5] = opp_makes * board
    d[:, 6:] = tuzdyk.reshape(n, GROUPS) * board[:, None]
    bucket = np.minimum(stones, BUCKETS - 1).reshape(n, GROUPS)
    columns = DENSE + np.arange(GROUPS)[None, :] * BUCKETS + bucket
    return d * scale[:, None], columns, scale


def values(x, w):
    """x.w for every row of the features."""
    d, columns, scale = x
    return d @ w[:DENSE] + scale * w[columns].sum(axis=1)


def fit(x, target, l2, iterations=30):
    """Logistic regression of target in [0, 1] on sigmoid(2 x.w), L2 on w but the bias, by
    Newton's method; the one-hot tables make the Hessian a set of bincounts."""
    d, columns, scale = x
    f = count()
    w = np.zeros(f)
    reg = np.full(f, l2)
    reg[0] = 0.0  # the bias is not pulled to 0
    for _ in range(iterations):
        p = 1.0 / (1.0 + np.exp(-2.0 * values(x, w)))
        r = 2.0 * (p - target)
        grad = np.empty(f)
        grad[:DENSE] = d.T @ r
        grad[DENSE:] = np.bincount((columns - DENSE).ravel(), np.repeat(r * scale, GROUPS), f - DENSE)
        grad += reg * w
        h = 4.0 * p * (1.0 - p)
        hess = np.zeros((f, f))
        hess[:DENSE, :DENSE] = d.T @ (d * h[:, None])
        hs = h * scale
        table = f - DENSE
        for g in range(GROUPS):
            c = columns[:, g] - DENSE
            for k in range(DENSE):
                hess[k, DENSE:] += np.bincount(c, hs * d[:, k], table)
            for g2 in range(GROUPS):
                both = np.bincount(c * table + (columns[:, g2] - DENSE), hs * scale, table * table)
                hess[DENSE:, DENSE:] += both.reshape(table, table)
        hess[DENSE:, :DENSE] = hess[:DENSE, DENSE:].T
        hess[np.diag_indices(f)] += reg
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.max(np.abs(step)) < 1e-9:
            break
    return w


def loss(x, target, w):
    """Mean log-loss and the share of decided games whose winner the sign of the value names."""
    v = values(x, w)
    p = np.clip(1.0 / (1.0 + np.exp(-2.0 * v)), 1e-12, 1 - 1e-12)
    ll = -np.mean(target * np.log(p) + (1 - target) * np.log(1 - p))
    decided = target != 0.5
    right = np.mean((v[decided] > 0) == (target[decided] > 0.5)) if decided.any() else 0.0
    return ll, right


def write(path, w, info):
    with open(path, "w", encoding="utf-8") as f:
        f.write(f"# {FORMAT}\n")
        for key, value in info.items():
            f.write(f"# {key}: {value}\n")
        f.write(f"features {FEATURES}\n")
        f.write(f"weights {len(w)}\n")
        for value in w:
            f.write(repr(float(value)) + "\n")


def read(path):
    with open(path, encoding="utf-8") as f:
        lines = [l.strip() for l in f if l.strip() and not l.startswith("#")]
    if lines[0] != f"features {FEATURES}" or lines[1] != f"weights {count()}":
        sys.exit(f"train_eval: {path} is not a {FEATURES} weight file")
    return np.array([float(l) for l in lines[2:]], dtype=np.float64)


def main():
    a = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    a.add_argument("--data", nargs="+", help="directories of `tabula selfplay toguz` files")
    a.add_argument("--out", help="the weight file to write")
    a.add_argument("--seed", type=int, default=1, help="seeds the split into training and validation games")
    a.add_argument("--l2", type=float, default=1.0, help="the L2 penalty on the weights")
    a.add_argument("--validation", type=float, default=0.1, help="share of games held out")
    a.add_argument("--predict", help="print the value of every sample in this directory")
    a.add_argument("--weights", help="the weight file --predict uses")
    args = a.parse_args()
    if args.predict:
        obs, _, _, _ = load(args.predict)
        v = FINISHED * np.tanh(values(features(obs), read(args.weights)))
        sys.stdout.write("".join(repr(float(x)) + "\n" for x in v))
        return
    if not args.data or not args.out:
        a.error("--data and --out are needed (or --predict and --weights)")
    parts = [load(d) for d in args.data]
    obs = np.concatenate([p[0] for p in parts])
    ret = np.concatenate([p[1] for p in parts])
    # game indices of each directory kept apart, for the split into training and validation games
    game = np.concatenate([p[2] * len(parts) + k for k, p in enumerate(parts)])
    about = "; ".join(p[3] for p in parts)
    x = features(obs)
    target = (ret + 1.0) / 2.0
    games = np.unique(game)
    held = np.random.default_rng(args.seed).permutation(games)[: int(len(games) * args.validation)]
    val = np.isin(game, held)
    train = tuple(a[~val] for a in x)
    held_out = tuple(a[val] for a in x)
    w = fit(train, target[~val], args.l2)
    tl, tr = loss(train, target[~val], w)
    vl, vr = loss(held_out, target[val], w)
    write(
        args.out,
        w,
        {
            "data": about,
            "samples": f"{int((~val).sum())} training, {int(val.sum())} validation",
            "seed": args.seed,
            "l2": args.l2,
            "training log-loss": f"{tl:.5f} (winner named {tr:.4f})",
            "validation log-loss": f"{vl:.5f} (winner named {vr:.4f})",
        },
    )
    print(
        f"{len(w)} weights from {int((~val).sum())} samples; validation log-loss {vl:.5f},"
        f" winner named {vr:.4f}: {args.out}"
    )


if __name__ == "__main__":
    main()
