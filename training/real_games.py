#!/usr/bin/python3
"""Writes the real Toguz Kumalak games of the test data as game records, for `tabula selfplay
--records` (training/README.md).

Reads toguz/src/test/resources/dev/tabula/toguz/games_normalized.jsonl (3,140 games: PlayOK and
the 2018 Kazakhstan championships and cup; its README says where they come from) and writes one
record per game, in its order: the tags Game, Event (the source and the game's id) and Result, then
the moves as recorded. Tabula replays every move when it reads them, so nothing here knows the
rules.

    /usr/bin/python3 training/real_games.py OUT
"""

import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GAMES = os.path.join(ROOT, "toguz/src/test/resources/dev/tabula/toguz/games_normalized.jsonl")
RESULTS = ("1-0", "0-1", "1/2-1/2")


def tag(name, value):
    escaped = value.replace("\\", "\\\\").replace('"', '\\"')
    return f'[{name} "{escaped}"]\n'


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: training/real_games.py OUT")
    games = 0
    with open(GAMES, encoding="utf-8") as f, open(sys.argv[1], "w", encoding="utf-8") as out:
        for line in f:
            if not line.strip():
                continue
            g = json.loads(line)
            if g["result"] not in RESULTS:
                sys.exit(f"real_games: game {g['id']} has result {g['result']!r}")
            out.write(tag("Game", "toguz"))
            out.write(tag("Event", f"{g['source']} {g['id']}"))
            out.write(tag("Result", g["result"]))
            out.write("\n" + " ".join(g["moves"]) + " " + g["result"] + "\n\n")
            games += 1
    print(f"{games} games: {sys.argv[1]}")


if __name__ == "__main__":
    main()
