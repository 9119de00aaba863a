package dev.tabula.marrakech;

import dev.tabula.core.GameResult;

/** Text for people: the board drawn, and what a move did. */
final class MarrakechRender {
  private static final String[] ANSI_BG = {
    "\u001b[30;46m", "\u001b[30;43m", "\u001b[30;41m", "\u001b[30;45m"
  };
  private static final String ANSI_RESET = "\u001b[0m";
  private static final String[] COLOUR_NAMES = {"cyan", "yellow", "red", "purple"};
  private static final char[] ARROWS = {'^', '>', 'v', '<'};

  private MarrakechRender() {}

  /** The name of a colour index for people: cyan, yellow, red, purple. */
  static String colourName(int colourIndex) {
    return COLOUR_NAMES[colourIndex];
  }

  static String render(MarrakechState s, boolean ansi) {
    StringBuilder sb = new StringBuilder();
    sb.append("    ");
    for (int x = 0; x < 7; x++) {
      sb.append("  ").append(x).append("  ");
    }
    sb.append('\n');
    for (int y = 0; y < 7; y++) {
      sb.append("  ").append(y).append(' ');
      for (int x = 0; x < 7; x++) {
        int sq = y * 7 + x;
        int c = s.colourIndexAt(sq);
        String cell = c < 0 ? "." : Colour.of(c).letter() + String.valueOf(s.idAt(sq));
        if (sq == s.assam()) {
          cell = ARROWS[s.facingIndex()] + cell;
        }
        cell = pad(cell);
        if (ansi && c >= 0) {
          sb.append(ANSI_BG[c]).append(cell).append(ANSI_RESET);
        } else {
          sb.append(cell);
        }
      }
      sb.append('\n');
    }
    sb.append("Assam on (")
        .append(s.assam() % 7)
        .append(',')
        .append(s.assam() / 7)
        .append(") facing ")
        .append(Facing.of(s.facingIndex()).name())
        .append('\n');
    for (int p = 0; p < s.numPlayers(); p++) {
      sb.append(p == s.seat() && !s.isOver() ? "> " : "  ")
          .append("player ")
          .append(p)
          .append(" (");
      boolean firstColour = true;
      for (int c = 0; c < 4; c++) {
        if (s.ownerOf(c) == p) {
          if (!firstColour) {
            sb.append(", ");
          }
          firstColour = false;
          String name = COLOUR_NAMES[c];
          sb.append(ansi ? ANSI_BG[c] + name + ANSI_RESET : name)
              .append(' ')
              .append(s.rugsOf(c))
              .append(" rugs");
        }
      }
      sb.append("): ").append(s.moneyOf(p)).append(" dirhams");
      if (s.outAt(p)) {
        sb.append(", out");
      } else {
        sb.append(", score ").append(s.score(p));
      }
      sb.append('\n');
    }
    switch (s.phase()) {
      case OVER:
        sb.append("game over");
        break;
      case COLOUR:
        sb.append("player ").append(s.seat()).append(": draw the colour of the next rug");
        break;
      case ORIENT:
        sb.append("player ").append(s.seat()).append(": orient Assam (L, F, R)");
        break;
      case DIE:
        sb.append("player ").append(s.seat()).append(": roll the die");
        break;
      default:
        sb.append("player ")
            .append(s.seat())
            .append(": place a ")
            .append(COLOUR_NAMES[s.colour()])
            .append(" rug");
    }
    if (s.phase() != Phase.COLOUR && s.phase() != Phase.OVER && s.numPlayers() == 2) {
      sb.append(" (placing ").append(COLOUR_NAMES[s.colour()]).append(')');
    }
    return sb.toString();
  }

  private static String pad(String cell) {
    StringBuilder b = new StringBuilder(" ").append(cell);
    while (b.length() < 5) {
      b.append(' ');
    }
    return b.toString();
  }

  static String describe(
      MarrakechGame game, MarrakechState before, MarrakechMove move, MarrakechState after) {
    int p = before.seat();
    StringBuilder sb = new StringBuilder("player ").append(p).append(' ');
    switch (move.kind()) {
      case DRAW:
        sb.append("draws a ").append(COLOUR_NAMES[move.colour().ordinal()]).append(" rug");
        break;
      case ORIENT:
        if (move.quarterTurns() == 0) {
          sb.append("keeps Assam facing ").append(Facing.of(after.facingIndex()).name());
        } else {
          sb.append("turns Assam ")
              .append(move.quarterTurns() < 0 ? "left" : "right")
              .append(", now facing ")
              .append(Facing.of(after.facingIndex()).name());
        }
        break;
      case ROLL:
        {
          sb.append("rolls ")
              .append(move.steps())
              .append(": Assam walks to (")
              .append(after.assam() % 7)
              .append(',')
              .append(after.assam() / 7)
              .append(") facing ")
              .append(Facing.of(after.facingIndex()).name());
          int c = before.colourIndexAt(after.assam());
          int paid = before.moneyOf(p) - after.moneyOf(p);
          if (c < 0) {
            sb.append(", an empty square");
          } else if (before.ownerOf(c) == p) {
            sb.append(", on their own ").append(COLOUR_NAMES[c]).append(" rug");
          } else if (before.outAt(before.ownerOf(c))) {
            sb.append(", on a ")
                .append(COLOUR_NAMES[c])
                .append(" rug of player ")
                .append(before.ownerOf(c))
                .append(" who is out: nothing to pay");
          } else {
            int owed = before.owed(after.assam());
            sb.append(", on ").append(COLOUR_NAMES[c]).append(": pays ").append(paid);
            if (paid < owed) {
              sb.append(" of ").append(owed).append(" owed");
            }
            sb.append(" to player ").append(before.ownerOf(c));
            if (after.outAt(p)) {
              sb.append(" and is out");
            }
          }
          break;
        }
      default:
        {
          String squares = game.formatMove(before, move);
          sb.append("places ")
              .append(COLOUR_NAMES[before.colour()])
              .append(" rug ")
              .append(before.nextId())
              .append(" on (")
              .append(squares.charAt(0))
              .append(',')
              .append(squares.charAt(1))
              .append(")+(")
              .append(squares.charAt(2))
              .append(',')
              .append(squares.charAt(3))
              .append(')');
        }
    }
    if (after.isOver()) {
      GameResult r = game.result(after);
      sb.append("; game over, ");
      if (r.winners().size() == 1) {
        sb.append("player ").append(r.winners().get(0)).append(" wins");
      } else {
        sb.append("players ").append(r.winners()).append(" share the win");
      }
      sb.append(" (scores");
      for (int q = 0; q < after.numPlayers(); q++) {
        sb.append(' ').append(after.outAt(q) ? "out" : String.valueOf(r.score(q)));
      }
      sb.append(')');
    }
    return sb.toString();
  }
}
