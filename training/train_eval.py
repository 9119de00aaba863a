#!/usr/bin/python3
"""Trains Tabula's learned evaluations (Toguz Kumalak, stack-snake, Marrakech) from self-play data (NumPy only).

Reads the .npz files of `tabula selfplay toguz`, `tabula selfplay stack-snake` or
`tabula selfplay marrakech -o players=N` (a model for each number of players)
(docs/selfplay.md; the manifest names the game and the number of players), turns every sample's observation into the
features of training/README.md ("The models"), and fits their weights by regularised logistic
regression on the games' results (Newton's method: no learning rate, no randomness but the seeded
split into training and validation games). Writes the weights as the text file that
dev.tabula.toguz.ToguzLearnedEvaluation, dev.tabula.stacksnake.StackSnakeLearnedEvaluation or
dev.tabula.marrakech.MarrakechLearnedEvaluation reads.

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
GAMES = ("toguz", "stack-snake", "marrakech")
HOLES = 9
STONES = 162  # every count of an observation is divided by this
WIN = 82  # stones in the store that win
BUCKETS = 16  # stone counts 0..14 each have a weight per hole; 15 or more share the last
FINISHED = 0.999  # the bound of every value, as in the hand-weighted evaluation


def load(directory):
    """The features (as the game's model computes them), the positions valued by rule and the
    returns of every sample in DIR, in the files' order. Each file's observations are turned into
    features as it is read, so that only the features of the whole data are held at once."""
    names = sorted(glob.glob(os.path.join(directory, "selfplay-*.npz")))
    if not names:
        sys.exit(f"train_eval: no selfplay-*.npz files in {directory}")
    with open(os.path.join(directory, "manifest.json"), encoding="utf-8") as f:
        manifest = json.load(f)
    if manifest.get("game") not in GAMES:
        sys.exit(f"train_eval: {directory} holds {manifest.get('game')} data, not {' or '.join(GAMES)}")
    kind = model_name(manifest)
    model = MODELS[kind]
    xs, rule, ret, game = [], [], [], []
    for name in names:
        with np.load(name) as z:
            x, r = model.features(z["observations"])
            xs.append(x)
            rule.append(r)
            ret.append(z["returns"])
            game.append(z["game"])
    if "records" in manifest:
        about = f"{manifest.get('games')} recorded games of {os.path.basename(manifest['records'])}"
    else:
        about = (
            f"{manifest.get('games')} games of {','.join(manifest.get('bots', []))},"
            f" seed {manifest.get('seed')}, random plies {manifest.get('random_plies', 0)},"
            f" temperature plies {manifest.get('temperature_plies', 0)}"
        )
    return (
        join(xs),
        np.concatenate(rule),
        np.concatenate(ret).astype(np.float64),
        np.concatenate(game),
        about,
        kind,
    )


def join(parts):
    """The features of several parts (each a tuple of arrays with a row per sample), one after
    another."""
    return tuple(np.concatenate([p[i] for p in parts]) for i in range(len(parts[0])))


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
    dense = d.shape[1]
    return d @ w[:dense] + scale * w[columns].sum(axis=1)


def fit(x, target, l2, f, iterations=30):
    """Logistic regression of target in [0, 1] on sigmoid(2 x.w) over f weights, L2 on w but the
    bias, by Newton's method; the one-hot tables make the Hessian a set of bincounts."""
    d, columns, scale = x
    DENSE = d.shape[1]
    GROUPS = columns.shape[1]
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


def write(path, w, info, features_name):
    with open(path, "w", encoding="utf-8") as f:
        f.write(f"# {FORMAT}\n")
        for key, value in info.items():
            f.write(f"# {key}: {value}\n")
        f.write(f"features {features_name}\n")
        f.write(f"weights {len(w)}\n")
        for value in w:
            f.write(repr(float(value)) + "\n")


# Stack-snake (StackSnakeLearnedEvaluation): the hand-weighted evaluation's terms, a weight for each
# of their values, from the observation tensor {15, 19, 8} (docs/observations.md).
SS_FEATURES = "stack-snake-2"
SS_SIZE = 19  # positions of the line
SS_WIN_HEIGHT = 7
SS_MAX_HEIGHT = 8
SS_WIN_NEXT = 0.99  # the value for a side to move that can make seven at once
SS_LENGTH = 2  # after the bias and the swap permission
SS_OWN = SS_LENGTH + SS_SIZE
SS_REACH = 10  # within a side's tables: stacks 0-9, reach 0-7, tallest 0-8, sevens 0-2
SS_TALLEST = SS_REACH + SS_WIN_HEIGHT + 1
SS_SEVENS = SS_TALLEST + SS_MAX_HEIGHT + 1
SS_SIDE = SS_SEVENS + 3
SS_TALL = SS_WIN_HEIGHT - 1  # the highest stack in play
SS_OWN_COUNTS = SS_OWN + 2 * SS_SIDE  # per side: stacks by top mark and height, steps making 6, 5
SS_SIX = 3 * SS_TALL
SS_COUNTS = SS_SIX + 2
SS_HEIGHTS = SS_OWN_COUNTS + 2 * SS_COUNTS  # all stacks by height
SS_COUNT = SS_HEIGHTS + SS_TALL


def stack_snake_terms(obs):
    """For observations [N, 15, 19, 8] seen by the player to move: the stacks on the line [N], the
    swap permission [N] and, for the mover (index 0) and the other (1), the stacks owned, the
    tallest stack one step makes, the tallest own stack and the steps that make seven, each [N, 2]
    (as StackSnakeEvaluation.terms counts them); then the counts of StackSnakeLearnedEvaluation:
    [N, 2, SS_COUNTS] for the sides and [N, SS_TALL] of all stacks by height."""
    n_obs = obs.shape[0]
    obs = obs.reshape(n_obs, 15, SS_SIZE, 8)
    tiles = obs[:, 0:7] > 0.5  # [N, 7, 19, 8]: own marks 1-3, other's marks 1-3, the neutral tile
    height = tiles.any(axis=1).sum(axis=2)  # [N, 19]
    length = (height > 0).sum(axis=1)
    rows = np.arange(n_obs)
    owner = np.full((n_obs, SS_SIZE), -1)
    mark = np.zeros((n_obs, SS_SIZE), dtype=np.int64)
    for i in range(SS_SIZE):
        level = np.maximum(height[:, i] - 1, 0)
        plane = tiles[rows, :, i, level].argmax(axis=1)
        stands = height[:, i] > 0
        owner[:, i] = np.where(stands & (plane < 6), plane // 3, -1)
        mark[:, i] = np.where(stands & (plane < 6), plane % 3 + 1, 0)
    stacks = np.zeros((n_obs, 2), dtype=np.int64)
    reach = np.zeros((n_obs, 2), dtype=np.int64)
    tallest = np.zeros((n_obs, 2), dtype=np.int64)
    sevens = np.zeros((n_obs, 2), dtype=np.int64)
    counts = np.zeros((n_obs, 2, SS_COUNTS), dtype=np.float64)
    by_height = np.zeros((n_obs, SS_TALL), dtype=np.float64)
    for i in range(SS_SIZE):
        h = np.minimum(height[:, i], SS_TALL)
        stands = height[:, i] > 0
        by_height[rows, np.maximum(h - 1, 0)] += stands
        for side in range(2):
            mine = owner[:, i] == side
            col = np.maximum((mark[:, i] - 1) * SS_TALL + h - 1, 0)
            counts[rows, side, col] += mine
    for i in range(SS_SIZE):
        m = mark[:, i]
        lift = np.where(height[:, i] == 1, 1, 2)
        best = np.zeros(n_obs, dtype=np.int64)
        wins = np.zeros(n_obs, dtype=np.int64)
        six = np.zeros(n_obs)
        five = np.zeros(n_obs)
        for target in (i - m, i + m):
            ok = (m > 0) & (target >= 0) & (target < length)
            made = height[rows, np.clip(target, 0, SS_SIZE - 1)] + lift
            best = np.where(ok, np.maximum(best, made), best)
            wins += ok & (made >= SS_WIN_HEIGHT)
            six += ok & (made == SS_TALL)
            five += ok & (made == SS_TALL - 1)
        for side in range(2):
            mine = owner[:, i] == side
            stacks[:, side] += mine
            reach[:, side] = np.where(mine, np.maximum(reach[:, side], best), reach[:, side])
            tallest[:, side] = np.where(mine, np.maximum(tallest[:, side], height[:, i]), tallest[:, side])
            sevens[:, side] += np.where(mine, wins, 0)
            counts[:, side, SS_SIX] += np.where(mine, six, 0)
            counts[:, side, SS_SIX + 1] += np.where(mine, five, 0)
    may_swap = obs[:, 8, 0, 0] > 0.5
    return length, may_swap, stacks, reach, tallest, sevens, counts, by_height


def stack_snake_features(obs):
    """The features [N, SS_COUNT] (all dense, scale 1) and whether the mover can make seven at once
    (those positions get SS_WIN_NEXT by rule and are left out of training)."""
    length, may_swap, stacks, reach, tallest, sevens, counts, by_height = stack_snake_terms(obs)
    n = obs.shape[0]
    rows = np.arange(n)
    d = np.zeros((n, SS_COUNT), dtype=np.float64)
    d[:, 0] = 1.0
    d[:, 1] = may_swap
    d[rows, SS_LENGTH + length - 1] = 1.0
    for side in range(2):
        at = SS_OWN + side * SS_SIDE
        d[rows, at + stacks[:, side]] = 1.0
        d[rows, at + SS_REACH + np.minimum(reach[:, side], SS_WIN_HEIGHT)] = 1.0
        d[rows, at + SS_TALLEST + tallest[:, side]] = 1.0
        d[rows, at + SS_SEVENS + np.minimum(sevens[:, side], 2)] = 1.0
        d[:, SS_OWN_COUNTS + side * SS_COUNTS : SS_OWN_COUNTS + (side + 1) * SS_COUNTS] = counts[:, side]
    d[:, SS_HEIGHTS:] = by_height
    columns = np.zeros((n, 0), dtype=np.int64)
    return (d, columns, np.ones(n)), sevens[:, 0] > 0


MK_FEATURES = "marrakech-2p-1"
MK_SIDE = 7
MK_SQUARES = MK_SIDE * MK_SIDE
MK_MONEY = 60.0  # planes 10-13: dirhams / (30 x players)
MK_RUGS = 12.0  # planes 14-17: rugs left / 12 with two players
MK_RINGS = 4  # the squares 1..4 steps from Assam (Manhattan distance), as far as one roll walks
MK_COUNT = 5 + 4 * MK_RINGS


def marrakech_distances():
    """[49, 49]: the Manhattan distance between two squares (index y * 7 + x)."""
    xy = np.array([(i % MK_SIDE, i // MK_SIDE) for i in range(MK_SQUARES)])
    return np.abs(xy[:, None, :] - xy[None, :, :]).sum(axis=2)


MK_DISTANCE = marrakech_distances()


def marrakech_features(obs):
    """The features [N, MK_COUNT] (all dense, scale 1) of two-player observations [N, 38, 7, 7]
    seen by the player to move (slots 0-1 its colours, 2-3 the other's): 1; the score lead (dirhams
    and visible squares), the dirham lead and the lead in rugs left, each divided by sqrt(t + 1)
    (t: the most rugs either player has left); the score lead itself, / 10; and, divided by
    sqrt(t + 1), for each distance 1..4 from Assam the squares showing the mover's colours and the
    other's, once for the positions where the mover rolls next (phases C, O, D) and once for those
    where the other does (phase P). No position is valued by rule."""
    n = obs.shape[0]
    if np.any(obs[:, 12] != 0) or np.any(obs[:, 13] != 0) or np.any(obs[:, 36] == 0):
        sys.exit("train_eval: the marrakech model is for two-player games (-o players=2)")
    planes = obs.reshape(n, 38, MK_SQUARES).astype(np.float64)
    own = planes[:, 0] + planes[:, 1]  # [N, 49]
    other = planes[:, 2] + planes[:, 3]
    money = np.rint(planes[:, 10:12, 0] * MK_MONEY)  # [N, 2]
    rugs = np.rint(planes[:, 14:18, 0] * MK_RUGS)  # [N, 4]: slots
    own_rugs = rugs[:, 0] + rugs[:, 1]
    other_rugs = rugs[:, 2] + rugs[:, 3]
    scale = 1.0 / np.sqrt(np.maximum(own_rugs, other_rugs) + 1.0)
    assam = planes[:, 6:10].sum(axis=1).argmax(axis=1)  # [N]
    rolls = planes[:, 26:29, 0].sum(axis=1)  # 1: the mover rolls next (phase C, O or D)
    dist = MK_DISTANCE[assam]  # [N, 49]
    lead = money[:, 0] + own.sum(axis=1) - money[:, 1] - other.sum(axis=1)
    d = np.zeros((n, MK_COUNT), dtype=np.float64)
    d[:, 0] = 1.0
    d[:, 1] = lead * scale
    d[:, 2] = (money[:, 0] - money[:, 1]) * scale
    d[:, 3] = (own_rugs - other_rugs) * scale
    d[:, 4] = lead / 10.0
    for k in range(MK_RINGS):
        ring = dist == k + 1
        mine = (own * ring).sum(axis=1) * scale
        theirs = (other * ring).sum(axis=1) * scale
        d[:, 5 + k] = mine * rolls
        d[:, 5 + MK_RINGS + k] = theirs * rolls
        d[:, 5 + 2 * MK_RINGS + k] = mine * (1 - rolls)
        d[:, 5 + 3 * MK_RINGS + k] = theirs * (1 - rolls)
    columns = np.zeros((n, 0), dtype=np.int64)
    return (d, columns, np.ones(n)), np.zeros(n, dtype=bool)


MK_MULTI = 8 + 4 * MK_RINGS  # the weights of the three- and four-player model


def marrakech_multi_features(obs, players):
    """The features [N, MK_MULTI] (all dense, scale 1) of observations [N, 38, 7, 7] of games of
    three or four players (slot k: relative seat k's colour), seen by the player to move (p,
    relative seat 0). Over the rivals still in, with t the most rugs a seat still in has left and
    s = 1 / sqrt(t + 1): 1; p's score lead over the strongest rival and over the weakest, each
    times s; p's dirham lead over the richest rival times s; p's lead in rugs left over the rival
    with the most, times s; the two score leads / 10; 1 if a rival is out; and, times s, for each
    distance 1..4 from Assam, the squares showing p's colour and those showing the rivals' when p
    rolls next (phases C, O and D), then p's squares and the next roller's own when another seat
    rolls next (phase P: the next seat still in with rugs left after this one's). No position is
    valued by rule."""
    n = obs.shape[0]
    planes = obs.reshape(n, 38, MK_SQUARES).astype(np.float64)
    if np.any(planes[:, 34 + players - 1, 0] == 0) or (players == 3 and np.any(planes[:, 37, 0] != 0)):
        sys.exit(f"train_eval: the files mix games of other player counts than {players}")
    seats = np.arange(players)
    squares = planes[:, 0:players]  # [N, k, 49]: relative seat k's colour
    money = np.rint(planes[:, 10 : 10 + players, 0] * (30.0 * players))  # [N, k]
    rugs = np.rint(planes[:, 14 : 14 + players, 0] * (15.0 if players == 3 else 12.0))
    live = planes[:, 18 : 18 + players, 0] == 0  # [N, k]: still in
    score = money + squares.sum(axis=2)
    rival = live & (seats[None, :] > 0)
    big, small = -1e9, 1e9
    strongest = np.where(rival, score, big).max(axis=1)
    weakest = np.where(rival, score, small).min(axis=1)
    richest = np.where(rival, money, big).max(axis=1)
    most_rugs = np.where(rival, rugs, big).max(axis=1)
    scale = 1.0 / np.sqrt(np.where(live, rugs, 0).max(axis=1) + 1.0)
    own = squares[:, 0]
    rivals = (squares * rival[:, :, None]).sum(axis=1)
    rolls = planes[:, 26:29, 0].sum(axis=1)  # 1: p rolls next (phase C, O or D)
    # phase P: the next seat after p (p itself last) still in with rugs left after p's rug
    left = rugs.copy()
    left[:, 0] -= 1
    may = live & (left > 0)
    order = [k for k in range(1, players)] + [0]
    roller = np.full(n, -1)
    for k in reversed(order):
        roller = np.where(may[:, k], k, roller)
    place = 1.0 - rolls
    rolls = rolls + place * (roller == 0)
    other = place * (roller > 0)
    theirs = squares[np.arange(n), np.maximum(roller, 0)] * other[:, None]
    assam = planes[:, 6:10].sum(axis=1).argmax(axis=1)
    dist = MK_DISTANCE[assam]
    d = np.zeros((n, MK_MULTI), dtype=np.float64)
    d[:, 0] = 1.0
    d[:, 1] = (score[:, 0] - strongest) * scale
    d[:, 2] = (score[:, 0] - weakest) * scale
    d[:, 3] = (money[:, 0] - richest) * scale
    d[:, 4] = (rugs[:, 0] - most_rugs) * scale
    d[:, 5] = (score[:, 0] - strongest) / 10.0
    d[:, 6] = (score[:, 0] - weakest) / 10.0
    d[:, 7] = (~live[:, 1:]).any(axis=1)
    for k in range(MK_RINGS):
        ring = dist == k + 1
        mine = (own * ring).sum(axis=1) * scale
        d[:, 8 + k] = mine * rolls
        d[:, 8 + MK_RINGS + k] = (rivals * ring).sum(axis=1) * scale * rolls
        d[:, 8 + 2 * MK_RINGS + k] = mine * other
        d[:, 8 + 3 * MK_RINGS + k] = (theirs * ring).sum(axis=1) * scale
    columns = np.zeros((n, 0), dtype=np.int64)
    return (d, columns, np.ones(n)), np.zeros(n, dtype=bool)


class Toguz:
    """A model: its features' name, the bound of its values (also the value of the positions its
    features() marks as valued by rule), its number of weights and its features."""

    features_name = FEATURES
    bound = FINISHED

    @staticmethod
    def count():
        return count()

    @staticmethod
    def features(obs):
        """The features and the positions valued by rule (none)."""
        return features(obs), np.zeros(obs.shape[0], dtype=bool)


class StackSnake:
    features_name = SS_FEATURES
    bound = SS_WIN_NEXT

    @staticmethod
    def count():
        return SS_COUNT

    @staticmethod
    def features(obs):
        return stack_snake_features(obs)


class Marrakech:
    features_name = MK_FEATURES
    bound = FINISHED

    @staticmethod
    def count():
        return MK_COUNT

    @staticmethod
    def features(obs):
        return marrakech_features(obs)


class Marrakech3:
    features_name = "marrakech-3p-1"
    bound = FINISHED

    @staticmethod
    def count():
        return MK_MULTI

    @staticmethod
    def features(obs):
        return marrakech_multi_features(obs, 3)


class Marrakech4(Marrakech3):
    features_name = "marrakech-4p-1"

    @staticmethod
    def features(obs):
        return marrakech_multi_features(obs, 4)


MODELS = {
    "toguz": Toguz,
    "stack-snake": StackSnake,
    "marrakech": Marrakech,
    "marrakech-3": Marrakech3,
    "marrakech-4": Marrakech4,
}


def model_name(manifest):
    """The model of a directory's data: the game's, and for Marrakech its number of players."""
    game = manifest["game"]
    players = manifest.get("players", 2)
    return f"{game}-{players}" if game == "marrakech" and players != 2 else game


def read(path, model):
    with open(path, encoding="utf-8") as f:
        lines = [l.strip() for l in f if l.strip() and not l.startswith("#")]
    if lines[0] != f"features {model.features_name}" or lines[1] != f"weights {model.count()}":
        sys.exit(f"train_eval: {path} is not a {model.features_name} weight file")
    return np.array([float(l) for l in lines[2:]], dtype=np.float64)


def main():
    a = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    a.add_argument("--data", nargs="+", help="directories of `tabula selfplay` files, of one game")
    a.add_argument("--out", help="the weight file to write")
    a.add_argument("--seed", type=int, default=1, help="seeds the split into training and validation games")
    a.add_argument("--l2", type=float, default=1.0, help="the L2 penalty on the weights")
    a.add_argument("--validation", type=float, default=0.1, help="share of games held out")
    a.add_argument("--predict", help="print the value of every sample in this directory")
    a.add_argument("--weights", help="the weight file --predict uses")
    args = a.parse_args()
    if args.predict:
        x, rule, _, _, _, name = load(args.predict)
        model = MODELS[name]
        v = model.bound * np.tanh(values(x, read(args.weights, model)))
        v = np.where(rule, model.bound, v)  # valued by rule: the bound, for the side to move
        sys.stdout.write("".join(repr(float(x)) + "\n" for x in v))
        return
    if not args.data or not args.out:
        a.error("--data and --out are needed (or --predict and --weights)")
    parts = [load(d) for d in args.data]
    names = sorted({p[5] for p in parts})
    if len(names) != 1:
        sys.exit(f"train_eval: the directories hold data of {' and '.join(names)}; train one game (and number of players) at a time")
    model = MODELS[names[0]]
    x = join([p[0] for p in parts])
    rule = np.concatenate([p[1] for p in parts])
    ret = np.concatenate([p[2] for p in parts])
    # game indices of each directory kept apart, for the split into training and validation games
    game = np.concatenate([p[3] * len(parts) + k for k, p in enumerate(parts)])
    about = "; ".join(p[4] for p in parts)
    if rule.any():
        # positions the evaluation values by rule are not the model's to fit
        x = tuple(a[~rule] for a in x)
        ret, game = ret[~rule], game[~rule]
    target = (ret + 1.0) / 2.0
    games = np.unique(game)
    held = np.random.default_rng(args.seed).permutation(games)[: int(len(games) * args.validation)]
    val = np.isin(game, held)
    train = tuple(a[~val] for a in x)
    held_out = tuple(a[val] for a in x)
    w = fit(train, target[~val], args.l2, model.count())
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
        model.features_name,
    )
    print(
        f"{len(w)} weights from {int((~val).sum())} samples; validation log-loss {vl:.5f},"
        f" winner named {vr:.4f}: {args.out}"
    )


if __name__ == "__main__":
    main()
