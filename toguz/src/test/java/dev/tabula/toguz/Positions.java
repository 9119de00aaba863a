package dev.tabula.toguz;

import java.util.ArrayList;
import java.util.List;

/**
 * Builds FENs for hand-made test positions, independently of the engine's formatter: stones per
 * hole as arrays, Black's store computed so that the position holds 162 stones.
 */
final class Positions {
  private Positions() {}

  /**
   * Returns the FEN of a position.
   *
   * @param white White's holes 1..9
   * @param black Black's holes 1..9
   * @param whiteStore White's store
   * @param whiteTuzdyk White's tuzdyk (hole number in Black's row) or 0
   * @param blackTuzdyk Black's tuzdyk (hole number in White's row) or 0
   * @param side 0 White to move, 1 Black
   */
  static String fen(
      int[] white, int[] black, int whiteStore, int whiteTuzdyk, int blackTuzdyk, int side) {
    int onBoard = 0;
    for (int i = 0; i < 9; i++) {
      onBoard += white[i] + black[i];
    }
    int blackStore = 162 - onBoard - whiteStore;
    List<String> north = new ArrayList<>();
    for (int h = 9; h >= 1; h--) {
      north.add(h == whiteTuzdyk ? "t" : black[h - 1] == 0 ? "" : black[h - 1] + "S");
    }
    List<String> south = new ArrayList<>();
    for (int h = 1; h <= 9; h++) {
      south.add(h == blackTuzdyk ? "t" : white[h - 1] == 0 ? "" : white[h - 1] + "S");
    }
    return row(north)
        + "/"
        + row(south)
        + " "
        + whiteStore
        + " "
        + blackStore
        + " "
        + (side == 0 ? "S" : "N")
        + " 10";
  }

  private static String row(List<String> cells) {
    StringBuilder sb = new StringBuilder();
    int empty = 0;
    for (String c : cells) {
      if (c.isEmpty()) {
        empty++;
        continue;
      }
      if (empty > 0) {
        sb.append(sb.length() > 0 ? "," : "").append(empty);
        empty = 0;
      }
      sb.append(sb.length() > 0 ? "," : "").append(c);
    }
    if (empty > 0) {
      sb.append(sb.length() > 0 ? "," : "").append(empty);
    }
    return sb.toString();
  }

  /** Parses the position built by {@link #fen}. */
  static ToguzState pos(
      int[] white, int[] black, int whiteStore, int whiteTuzdyk, int blackTuzdyk, int side) {
    return ToguzState.parse(fen(white, black, whiteStore, whiteTuzdyk, blackTuzdyk, side));
  }

  /** White's or Black's row with the given stones in holes 1..9 (absent holes empty). */
  static int[] row(int... holes) {
    int[] r = new int[9];
    System.arraycopy(holes, 0, r, 0, holes.length);
    return r;
  }

  /** A row with {@code stones} in the given hole and nothing else. */
  static int[] only(int hole, int stones) {
    int[] r = new int[9];
    r[hole - 1] = stones;
    return r;
  }
}
