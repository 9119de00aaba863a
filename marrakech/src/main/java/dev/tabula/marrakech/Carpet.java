package dev.tabula.marrakech;

/**
 * The rugs on the board as one {@code long[]}, the "carpet": words 0..3 are the bitboards of the
 * squares where each colour index (c, y, r, p) shows, so that the carpet is itself the {@code
 * visible} array that {@link MarrakechBoard#colourAt} and {@link MarrakechBoard#owed} read; the
 * words after them hold the id of the visible rug on every square (0 for an empty square), packed
 * in one of two layouts that the carpet's length tells apart:
 *
 * <ul>
 *   <li>narrow ({@link #NARROW_LENGTH} = 9 words): 6 bits per square, 10 squares per word, square
 *       {@code sq} in bits {@code (sq % 10) * 6} and up of word {@code 4 + sq / 10}; ids 0..63;
 *   <li>wide ({@link #WIDE_LENGTH} = 17 words): 16 bits per square, 4 squares per word, square
 *       {@code sq} in bits {@code (sq % 4) * 16} and up of word {@code 4 + sq / 4}; ids 0..65535,
 *       beyond the largest id a position may hold ({@link MarrakechNotation#MAX_ID}).
 * </ul>
 *
 * The bits no square uses are 0. A state's carpet is narrow exactly when every rug id it holds or
 * play from it can give fits in 6 bits ({@link #narrowFits}): the largest id given so far ({@code
 * nextId - 1}) plus the rugs left, which take the ids after it, is at most 63. A game from its
 * start always is (48 rugs at most); placing a rug keeps that sum and a player going out lowers it,
 * so a narrow carpet never has to widen, and a wide one turns narrow when a player going out brings
 * the sum down ({@link #narrowedIfFits}). The layout is thus a function of the state's content, and
 * equal states have equal carpets, word for word.
 *
 * <p>A carpet is never written once a state holds it: a board loaded from a state shares it, and
 * writes a copy ({@link MarrakechBoard#place}) or its own ({@link MarrakechBoard#playRandomly}).
 */
final class Carpet {
  /** Words of the bitboards, one per colour index, before the ids. */
  static final int COLOURS = 4;

  /** Length of a carpet with 6 bits per id. */
  static final int NARROW_LENGTH = COLOURS + 5;

  /** Length of a carpet with 16 bits per id. */
  static final int WIDE_LENGTH = COLOURS + 13;

  /** Largest id a narrow carpet holds. */
  static final int NARROW_MAX_ID = 63;

  /**
   * Per square, at {@code layout + sq} ({@link #layout}: 0 for the narrow layout, {@link
   * Grid#SQUARES} for the wide one): the word that holds the square's id.
   */
  private static final byte[] WORD = new byte[2 * Grid.SQUARES];

  /** Per square, as {@link #WORD}: the lowest bit of the square's id in its word. */
  private static final byte[] SHIFT = new byte[2 * Grid.SQUARES];

  static {
    for (int sq = 0; sq < Grid.SQUARES; sq++) {
      WORD[sq] = (byte) (COLOURS + sq / 10);
      SHIFT[sq] = (byte) (sq % 10 * 6);
      WORD[Grid.SQUARES + sq] = (byte) (COLOURS + sq / 4);
      SHIFT[Grid.SQUARES + sq] = (byte) (sq % 4 * 16);
    }
  }

  private Carpet() {}

  /**
   * An empty board: no rug shows.
   *
   * @param narrow the layout, {@link #narrowFits}
   * @return a fresh carpet of all zeros
   */
  static long[] empty(boolean narrow) {
    return new long[narrow ? NARROW_LENGTH : WIDE_LENGTH];
  }

  /**
   * Whether every id a state holds or play from it can give fits the narrow layout: the largest id
   * given so far plus the rugs left is at most {@link #NARROW_MAX_ID}.
   *
   * @param nextId 1 + the largest id on the board (and ever given)
   * @param rugs 8 bits of rugs left per colour index, as {@link MarrakechBoard#rugs}
   * @return whether the carpet is narrow
   */
  static boolean narrowFits(int nextId, int rugs) {
    int left = (rugs & 0xFF) + (rugs >>> 8 & 0xFF) + (rugs >>> 16 & 0xFF) + (rugs >>> 24);
    return nextId - 1 + left <= NARROW_MAX_ID;
  }

  /**
   * 0 for a narrow carpet, {@link Grid#SQUARES} for a wide one: the first index into the tables.
   */
  private static int layout(long[] carpet) {
    return carpet.length == NARROW_LENGTH ? 0 : Grid.SQUARES;
  }

  /** The mask of an id at bit 0 in a carpet's layout. */
  private static long mask(long[] carpet) {
    return carpet.length == NARROW_LENGTH ? 0x3F : 0xFFFF;
  }

  /**
   * The id of the visible rug on a square.
   *
   * @param carpet a carpet
   * @param sq the square 0..48
   * @return the id, 0 for an empty square
   */
  static int idAt(long[] carpet, int sq) {
    int i = layout(carpet) + sq;
    return (int) (carpet[WORD[i]] >>> SHIFT[i] & mask(carpet));
  }

  /**
   * Writes the id of a square, in place: the carpet must be the writer's own, not a state's.
   *
   * @param carpet a carpet
   * @param sq the square 0..48
   * @param id the id; it must fit the carpet's layout
   */
  static void setId(long[] carpet, int sq, int id) {
    int i = layout(carpet) + sq;
    int w = WORD[i];
    int shift = SHIFT[i];
    carpet[w] = carpet[w] & ~(mask(carpet) << shift) | (long) id << shift;
  }

  /**
   * The carpet in the layout the state's content calls for ({@link #narrowFits}): a wide one relaid
   * narrow once the ids to come fit, as when a player going out forfeits their rugs left; else the
   * carpet itself.
   *
   * @param carpet a carpet, not written
   * @param nextId 1 + the largest id given so far
   * @param rugs the rugs left, as {@link MarrakechBoard#rugs}
   * @return a fresh narrow carpet, or {@code carpet}
   */
  static long[] narrowedIfFits(long[] carpet, int nextId, int rugs) {
    return carpet.length != NARROW_LENGTH && narrowFits(nextId, rugs)
        ? relaid(carpet, true)
        : carpet;
  }

  /**
   * The same board in the other layout (or the same one): a fresh carpet.
   *
   * @param carpet a carpet
   * @param narrow the layout of the copy; narrow only if every id on the board fits in 6 bits
   * @return the copy
   */
  static long[] relaid(long[] carpet, boolean narrow) {
    long[] copy = empty(narrow);
    System.arraycopy(carpet, 0, copy, 0, COLOURS);
    for (int sq = 0; sq < Grid.SQUARES; sq++) {
      setId(copy, sq, idAt(carpet, sq));
    }
    return copy;
  }
}
