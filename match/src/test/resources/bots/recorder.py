#!/usr/bin/env python3
"""Runs a bot between the referee and itself, for ProtocolDocTest, and writes down the exchange.

    python3 recorder.py COMMAND [ARGUMENT...]

Every line the referee sends is passed on to the bot and written to standard error as "> LINE";
every line the bot answers is passed on to the referee and written as "< LINE". The bot's own
standard error is passed on unchanged. The recorder exits when the bot has.
"""

import subprocess
import sys
import threading

lock = threading.Lock()


def note(mark, line):
    with lock:
        sys.stderr.write(mark + line.rstrip("\r\n") + "\n")
        sys.stderr.flush()


def main():
    bot = subprocess.Popen(sys.argv[1:], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                           text=True, encoding="utf-8", bufsize=1)

    def answers():
        while True:
            line = bot.stdout.readline()
            if not line:
                return
            note("< ", line)
            sys.stdout.write(line)
            sys.stdout.flush()

    reader = threading.Thread(target=answers)
    reader.start()
    while True:
        line = sys.stdin.readline()
        if not line:
            break
        note("> ", line)
        try:
            bot.stdin.write(line)
            bot.stdin.flush()
        except BrokenPipeError:
            break
    try:
        bot.stdin.close()
    except BrokenPipeError:
        pass
    reader.join()
    sys.exit(bot.wait())


if __name__ == "__main__":
    main()
