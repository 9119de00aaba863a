#!/usr/bin/env python3
"""A Tabula bot that plays a uniformly random legal move, in any game.

It speaks the Tabula bot protocol, version 1 (docs/protocol.md), on standard input and
output, with the Python 3 standard library only. Play a match against the built-in random
bot from the repository root:

    java -jar cli/target/tabula.jar match toguz \\
        --bots 'cmd:python3 examples/python/random_bot.py',random --games 10

Copy it to start your own bot: replace choose() with something better.
"""

import os
import random
import sys


def send(line):
    """Writes one line to the referee; flushing is required, or the referee waits forever."""
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def choose(rng, legal):
    """Picks a move: legal is a list of (action id, move notation) pairs, in id order."""
    action_id, notation = rng.choice(legal)
    return notation


def main():
    rng = random.Random(0)
    legal = []
    while True:
        line = sys.stdin.readline()
        if not line:  # end of input: the referee is gone
            return
        words = line.split()
        if not words:  # blank lines are allowed
            continue
        command, rest = words[0], line.strip()[len(words[0]):].strip()
        if command == "tabula":
            if rest != "1":
                print("protocol version %r is not supported" % rest, file=sys.stderr)
                return
            send("name PyRandom")
            send("reuse")  # this process can play game after game
            send("info pid %d" % os.getpid())
            send("ready")
        elif command == "seed":
            rng = random.Random(int(rest))
        elif command == "legal":
            # Tokens "id:notation"; a notation never has spaces, but may have colons.
            legal = [tuple(token.split(":", 1)) for token in words[1:]]
        elif command == "go":
            send("move " + choose(rng, legal))
        elif command == "quit":
            return
        # Everything else (game, options, players, seat, start, position, played, result,
        # and lines of later protocol versions) needs no answer from a random bot.


if __name__ == "__main__":
    main()
