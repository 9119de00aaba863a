#!/usr/bin/env python3
"""A bot for ExternalBotTest: plays random legal moves, and misbehaves on purpose.

    python3 test_bot.py MODE

In the game whose seed is 1 it misbehaves as MODE says, at its first turn:
  good     never misbehaves
  illegal  answers "move 99"
  garbage  answers "hello"
  silent   never answers
  exit     exits with status 3
  twice    answers twice (the second answer arrives unasked)
  leave    exits with status 4 as soon as the game starts (before its first turn)
In every other game it plays well. MODE "badhello" sends "hello" in the handshake, and
"noreuse" plays well but does not say reuse. It writes one stderr line per game and an
"info pid N" line at the handshake.
"""

import os
import random
import sys


def send(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def main():
    mode = sys.argv[1]
    rng = random.Random(0)
    legal = []
    bad = False
    while True:
        line = sys.stdin.readline()
        if not line:
            return
        words = line.split()
        if not words:
            continue
        command = words[0]
        if command == "tabula":
            if mode == "badhello":
                send("hello")
            if mode != "noreuse":
                send("reuse")
            send("info pid %d" % os.getpid())
            send("ready")
        elif command == "seed":
            rng = random.Random(int(words[1]))
            bad = words[1] == "1"
        elif command == "start" and bad and mode == "leave":
            sys.exit(4)
        elif command == "seat":
            print("playing seat " + words[1], file=sys.stderr, flush=True)
        elif command == "legal":
            legal = [token.split(":", 1) for token in words[1:]]
        elif command == "go":
            if bad and mode == "illegal":
                send("move 99")
            elif bad and mode == "garbage":
                send("hello")
            elif bad and mode == "silent":
                pass
            elif bad and mode == "exit":
                sys.exit(3)
            else:
                move = rng.choice(legal)[1]
                if bad and mode == "twice":
                    # One write, so that the referee reads the second line before it asks again.
                    send("move %s\nmove %s" % (move, move))
                else:
                    send("move " + move)
        elif command == "result":
            print("result " + " ".join(words[1:]), file=sys.stderr, flush=True)
        elif command == "quit":
            return


if __name__ == "__main__":
    main()
