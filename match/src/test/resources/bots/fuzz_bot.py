#!/usr/bin/env python3
"""A bot for ProtocolFuzzTest that answers garbage on purpose, driven by a seed.

    python3 fuzz_bot.py SEED [RATE]

Each game draws its misbehaviour from random.Random(SEED * 1000003 + the game's seed line): in
about RATE percent of its turns (default 30) it answers with one of random bytes (not always
UTF-8), a partial line without its end, a huge line, a wrong action id, an illegal or malformed
move, nothing at all, an exit in the middle of the game, an answer nobody asked for, or a closed
output; otherwise a random legal move. The handshake too goes wrong now and then (junk before
"ready", an exit). Before it misbehaves it writes "fuzz: KIND" on its standard error, so the test
can match the referee's verdict with what the bot did.
"""

import os
import random
import sys

KINDS = ["bytes", "partial", "huge", "badid", "illegal", "malformed", "silent", "exit",
         "unasked", "close"]


def send(data):
    if isinstance(data, str):
        data = data.encode("utf-8", "surrogatepass")
    sys.stdout.buffer.write(data)
    sys.stdout.buffer.flush()


def note(kind):
    sys.stderr.write("fuzz: %s\n" % kind)
    sys.stderr.flush()


def junk(rng, n):
    return bytes(rng.randrange(256) for _ in range(n))


def main():
    base = int(sys.argv[1])
    rate = int(sys.argv[2]) if len(sys.argv) > 2 else 30
    rng = random.Random(base)
    game_seed = 0
    legal = []
    while True:
        line = sys.stdin.readline()
        if not line:
            return
        words = line.split()
        if not words:
            continue
        command = words[0]
        if command == "tabula":
            roll = rng.randrange(100)
            if roll < 3:
                note("handshake-exit")
                sys.exit(5)
            if roll < 6:
                note("handshake-junk")
                send(junk(rng, 20) + b"\n")
            send("reuse\n")
            send("ready\n")
        elif command == "seed":
            game_seed = int(words[1])
            rng = random.Random(base * 1000003 + game_seed)
        elif command == "legal":
            legal = [token.split(":", 1) for token in words[1:]]
        elif command == "go":
            if rng.randrange(100) >= rate:
                pick = rng.choice(legal)
                if rng.randrange(2):
                    send("move %s\n" % pick[1])
                else:
                    send("  action   %s \r\n" % pick[0])
                continue
            kind = rng.choice(KINDS)
            note("%s seed %d" % (kind, game_seed))
            if kind == "bytes":
                send(junk(rng, rng.randrange(1, 200)) + b"\n")
            elif kind == "partial":
                send("move " + rng.choice(legal)[1][:1])
            elif kind == "huge":
                send("move " + "7" * rng.randrange(100000, 2000000) + "\n")
            elif kind == "badid":
                send("action %s\n" % rng.choice(["-1", "99999999", "2147483648", "1e3", "", "0x1",
                                                  "\u0663", str(rng.randrange(-5, 100000))]))
            elif kind == "illegal":
                send("move %s\n" % rng.choice(["99", "0", "zz", "-", "1-1", "W9", "\u2603"]))
            elif kind == "malformed":
                send(rng.choice(["hello\n", "MOVE 1\n", "move\n", "action\n", "\x00\n",
                                 "info\n" + "ready\n", "\ud83c\n", "move 1 2 3\n"]))
            elif kind == "silent":
                pass
            elif kind == "exit":
                sys.exit(rng.randrange(0, 256))
            elif kind == "unasked":
                pick = rng.choice(legal)
                send("move %s\nmove %s\n" % (pick[1], pick[1]))
            elif kind == "close":
                os.close(1)
        elif command == "quit":
            return


if __name__ == "__main__":
    try:
        main()
    except (BrokenPipeError, OSError):
        sys.exit(0)
