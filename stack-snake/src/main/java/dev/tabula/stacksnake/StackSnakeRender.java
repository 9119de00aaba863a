package dev.tabula.stacksnake;

/** Drawings and descriptions of {@link StackSnakeGame} states and moves, for people. */
final class StackSnakeRender {
  private StackSnakeRender() {}

  private static final String RESET = "\u001b[0m";
  private static final String WHITE = "\u001b[30;107m";
  private static final String BLACK = "\u001b[97;40m";
  private static final String NEUTRAL = "\u001b[30;43m";

  static String render(StackSnakeGame game, StackSnakeState s, boolean ansi) {
    StringBuilder sb = new StringBuilder();
    sb.append(header(game, s)).append('\n');
    int n = s.stackCount();
    if (n == 0) {
      return sb.append("(no tiles laid yet)\n").toString();
    }
    int[] start = new int[n];
    int[] height = new int[n];
    int maxHeight = 0;
    for (int k = 0, rest = s.starts; k < n; k++) {
      start[k] = Integer.numberOfTrailingZeros(rest);
      rest &= rest - 1;
      int e =
          rest == 0
              ? (s.isDealing() ? s.dealt() - 1 : Line.LAST)
              : Integer.numberOfTrailingZeros(rest) - 1;
      height[k] = e - start[k] + 1;
      maxHeight = Math.max(maxHeight, height[k]);
    }
    for (int level = maxHeight - 1; level >= 0; level--) {
      StringBuilder row = new StringBuilder();
      for (int k = 0; k < n; k++) {
        if (k > 0) {
          row.append(' ');
        }
        if (level < height[k]) {
          int code = Line.tile(s.tiles, start[k] + level);
          String name = StackSnakeNotation.tileName(code);
          if (name.length() == 1) {
            name = name + " ";
          }
          if (ansi) {
            int owner = Line.owner(code);
            row.append(owner < 0 ? NEUTRAL : owner == 0 ? WHITE : BLACK).append(name).append(RESET);
          } else {
            row.append(name);
          }
        } else {
          row.append("  ");
        }
      }
      sb.append(stripRight(row)).append('\n');
    }
    StringBuilder numbers = new StringBuilder();
    for (int k = 0; k < n; k++) {
      if (k > 0) {
        numbers.append(' ');
      }
      numbers.append(k + 1 < 10 ? " " : "").append(k + 1);
    }
    sb.append(numbers).append('\n');
    return sb.toString();
  }

  private static String stripRight(StringBuilder row) {
    int end = row.length();
    while (end > 0 && row.charAt(end - 1) == ' ') {
      end--;
    }
    return row.substring(0, end);
  }

  private static String header(StackSnakeGame game, StackSnakeState s) {
    switch (s.status()) {
      case DEALING:
        return "dealing: "
            + s.dealt()
            + " of 19 tiles laid; "
            + s.sideColour()
            + " will move first";
      case IN_PLAY:
        {
          StringBuilder h = new StringBuilder();
          h.append("turn ").append(s.turn + 1);
          if (game.maxTurns() > 0) {
            h.append(" of ").append(game.maxTurns());
          }
          h.append(": ").append(s.sideColour()).append(" to move");
          if (s.swapBanned()) {
            h.append(" (may not swap: the opponent just swapped)");
          }
          int r = s.repetitions();
          if (r > 1) {
            h.append("; this position has occurred ").append(r).append(" times");
          }
          return h.toString();
        }
      default:
        return "game over after "
            + s.turn
            + " turn"
            + (s.turn == 1 ? "" : "s")
            + ": "
            + StackSnakeNotation.statusText(s.status());
    }
  }

  static String describe(StackSnakeState before, StackSnakeMove move, StackSnakeState after) {
    StringBuilder sb = new StringBuilder();
    String who = before.sideColour().toString();
    if (move instanceof StackSnakeMove.Deal) {
      sb.append("laid ")
          .append(((StackSnakeMove.Deal) move).tile())
          .append(" at position ")
          .append(before.dealt() + 1);
      if (!after.isDealing()) {
        sb.append("; the line is laid out, ").append(after.sideColour()).append(" to move");
      }
    } else if (move instanceof StackSnakeMove.Step) {
      StackSnakeMove.Step st = (StackSnakeMove.Step) move;
      java.util.List<Tile> from = before.stack(st.from());
      java.util.List<Tile> onto = before.stack(st.to());
      sb.append(who).append(" steps ").append(from.get(from.size() - 1));
      if (st.tiles() == 2) {
        sb.append(" with ").append(from.get(from.size() - 2)).append(" beneath");
      }
      sb.append(" from ")
          .append(st.from() + 1)
          .append(" onto ")
          .append(st.to() + 1)
          .append(" (")
          .append(onto.get(onto.size() - 1))
          .append("), making a stack of ")
          .append(onto.size() + st.tiles());
      if (st.tiles() == from.size()) {
        sb.append("; position ").append(st.from() + 1).append(" empties and the line closes up");
      }
    } else if (move instanceof StackSnakeMove.Swap) {
      StackSnakeMove.Swap sw = (StackSnakeMove.Swap) move;
      sb.append(who)
          .append(" swaps the stacks at ")
          .append(sw.first() + 1)
          .append(" and ")
          .append(sw.second() + 1);
    } else {
      sb.append(who).append(" passes (no step or swap possible)");
    }
    if (after.isOver()) {
      sb.append(" -- ").append(StackSnakeNotation.statusText(after.status()));
    }
    return sb.toString();
  }
}
