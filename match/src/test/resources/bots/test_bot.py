#!/usr/bin/env python3
"""A bot for ExternalBotTest and ProtocolDocTest: plays random legal moves, and misbehaves on purpose.

    python3 test_bot.py MODE [always]

In the game whose seed is 1 (in every game with "always") it misbehaves as MODE says, at its
first turn:
  good      never misbehaves
  illegal   answers "move 99"
  badnote   answers its first legal move with a wrong store note: "move 19(999)"
  badid     answers "action x"
  garbage   answers "hello"
  longmove  answers "move 777..." on a line of 100000 bytes
  silent    never answers
  exit      exits with status 3
  closeout  closes its standard output (and goes on reading its input)
  deaf      answers, then closes its standard input (and goes on running)
  twice     answers twice (the second answer arrives unasked)
  leave     exits with status 4 as soon as the game starts (before its first turn)
  longinfo  writes an info line of 200000 bytes, then answers well
In every other game it plays well. Other modes misbehave in the handshake of every process:
"badhello" sends "hello", "mute" never answers, "hsexit" exits with status 1; "noreuse" plays well
but does not say reuse, and "chatty" plays well but writes 100000 bytes of standard error before
each answer. It writes one stderr line per game and an "info pid N" line at the handshake.
"""

import os
import random
import sys
import time


def send(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def main():
    mode = sys.argv[1]
    always = sys.argv[2:] == ["always"]
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
            if mode == "mute":
                continue
            if mode == "hsexit":
                sys.exit(1)
            if mode == "badhello":
                send("hello")
            if mode != "noreuse":
                send("reuse")
            send("info pid %d" % os.getpid())
            send("ready")
        elif command == "seed":
            rng = random.Random(int(words[1]))
            bad = always or words[1] == "1"
        elif command == "start" and bad and mode == "leave":
            sys.exit(4)
        elif command == "seat":
            print("playing seat " + words[1], file=sys.stderr, flush=True)
        elif command == "legal":
            legal = [token.split(":", 1) for token in words[1:]]
        elif command == "go":
            if mode == "chatty":
                sys.stderr.write(("x" * 999 + "\n") * 100)
                sys.stderr.flush()
            if bad and mode == "longinfo":
                send("info " + "i" * 199995)
            if bad and mode == "illegal":
                send("move 99")
            elif bad and mode == "badnote":
                send("move %s(999)" % legal[0][1])
            elif bad and mode == "badid":
                send("action x")
            elif bad and mode == "longmove":
                send("move " + "7" * 99995)
            elif bad and mode == "closeout":
                os.close(1)
            elif bad and mode == "deaf":
                send("move " + rng.choice(legal)[1])
                os.close(0)
                time.sleep(60)
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
