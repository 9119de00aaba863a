package dev.tabula.toguz;

/** Text for people: the board drawing and one-line move descriptions. */
final class ToguzRender {
  private static final String BOLD = "\u001b[1m";
  private static final String TUZDYK_COLOR = "\u001b[33m";
  private static final String RESET = "\u001b[0m";

  private ToguzRender() {}

  static String render(ToguzState s, boolean ansi) {
    StringBuilder sb = new StringBuilder(400);
    int side = s.seatToMove();
    boolean over = s.isOver();
    sb.append("         ");
    for (int h = 9; h >= 1; h--) {
      sb.append(String.format("%4d", h));
    }
    sb.append('\n');
    row(sb, s, 1, ansi, !over && side == 1);
    row(sb, s, 0, ansi, !over && side == 0);
    sb.append("         ");
    for (int h = 1; h <= 9; h++) {
      sb.append(String.format("%4d", h));
    }
    sb.append('\n');
    for (int p = 0; p <= 1; p++) {
      int t = s.tuzdyk(p);
      if (t != 0) {
        sb.append(ToguzNotation.playerName(p))
            .append(" owns tuzdyk X on ")
            .append(ToguzNotation.playerName(1 - p))
            .append("'s hole ")
            .append(t)
            .append('\n');
      }
    }
    sb.append(status(s)).append('\n');
    return sb.toString();
  }

  /**
   * The last line of the board: {@code White to move, move 12} or {@code Game over: draw 81-81}.
   */
  static String status(ToguzState s) {
    StringBuilder sb = new StringBuilder(32);
    if (s.isOver()) {
      outcome(sb.append("Game over: "), s);
    } else {
      sb.append(ToguzNotation.playerName(s.seatToMove()))
          .append(" to move, move ")
          .append(s.moveNumber());
    }
    return sb.toString();
  }

  private static void row(
      StringBuilder sb, ToguzState s, int player, boolean ansi, boolean toMove) {
    String name = ToguzNotation.playerName(player);
    String label = (toMove ? "> " : "  ") + name;
    if (ansi && toMove) {
      sb.append(BOLD).append(label).append(RESET);
    } else {
      sb.append(label);
    }
    sb.append("  "); // labels are 7 characters: the cells start at column 9
    int tuzdykHere = s.tuzdyk(1 - player);
    for (int i = 0; i < 9; i++) {
      int hole = player == 1 ? 9 - i : i + 1;
      String cell;
      if (hole == tuzdykHere) {
        cell = "X";
      } else {
        int v = s.stones(player, hole);
        cell = v == 0 ? "." : Integer.toString(v);
      }
      String padded = String.format("%4s", cell);
      if (ansi && hole == tuzdykHere) {
        sb.append(TUZDYK_COLOR).append(padded).append(RESET);
      } else {
        sb.append(padded);
      }
    }
    sb.append("   store ").append(String.format("%3d", s.store(player))).append('\n');
  }

  static String describe(ToguzState before, ToguzMove move, ToguzState after) {
    Sow w = ToguzGame.playChecked(before, move.hole());
    StringBuilder sb = new StringBuilder(action(before, move.hole(), w));
    ToguzState result = w.toState();
    if (result.isOver()) {
      outcome(sb.append("; "), result);
    }
    return sb.toString();
  }

  /**
   * Says what a move did, without how the game ended: e.g. {@code "White 6 -> Black 5, captures
   * 10"}, with the sweep when there is one.
   *
   * @param before the position the move was played in
   * @param hole the hole played
   * @param w the scratch board that played it
   */
  static String action(ToguzState before, int hole, Sow w) {
    int side = before.seatToMove();
    String mover = ToguzNotation.playerName(side);
    StringBuilder sb = new StringBuilder();
    sb.append(mover)
        .append(' ')
        .append(hole)
        .append(" -> ")
        .append(ToguzNotation.playerName(w.lastPos / 9))
        .append(' ')
        .append(ToguzNotation.landingHole(w.lastPos));
    if (w.captured > 0) {
      sb.append(", captures ").append(w.captured);
    } else if (w.tuzdykMade != 0) {
      sb.append(", tuzdyk");
    }
    if (w.swept > 0) {
      sb.append("; ")
          .append(ToguzNotation.playerName(1 - side))
          .append(" has no stones, ")
          .append(mover)
          .append(" takes the last ")
          .append(w.swept);
    }
    return sb.toString();
  }

  /** Appends how a finished game ended: {@code draw 81-81}, or e.g. {@code White wins 90-72}. */
  static void outcome(StringBuilder sb, ToguzState over) {
    int w = over.store(0);
    int b = over.store(1);
    if (w == b) {
      sb.append("draw ").append(w).append('-').append(b);
    } else {
      sb.append(w > b ? "White" : "Black")
          .append(" wins ")
          .append(Math.max(w, b))
          .append('-')
          .append(Math.min(w, b));
    }
  }
}
