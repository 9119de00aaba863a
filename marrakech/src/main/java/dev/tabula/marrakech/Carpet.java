package dev.tabula.marrakech;

/**
 * The rugs on the board as one {@code long[]}, the "carpet": words 0..3 are the bitboards of the
 * squares where each colour index (c, y, r, p) shows, so that the carpet is itself the {@code
 * visible} array that {@link MarrakechBoard#colourAt} and {@link MarrakechBoard#owed} read; words
 * 4..6 are its header, what changes only when a rug is laid (or never in play):
 *
 * <ul>
 *   <li>{@link #WHOLE_H} and {@link #WHOLE_V}: the horizontal and vertical edges (bit of the lower
 *       square) where one rug shows both its halves, so that a rug may not lie there ({@link
 *       Grid#wholeRugs} of the ids);
 *   <li>{@link #META}: the next rug id (1 + the largest id on the board) in bits 0..15, the owners
 *       (4 bits of owning seat per colour index, as {@link MarrakechBoard#owners}) in bits 16..31,
 *       the number of players in bits 32..34 and the colours of each seat ({@link
 *       MarrakechBoard#seatColours(int)} of the owners) in bits 40..55.
 * </ul>
 *
 * The words from {@link #IDS} on hold the id of the visible rug on every square (0 for an empty
 * square), packed in one of two layouts that the carpet's length tells apart:
 *
 * <ul>
 *   <li>narrow ({@link #NARROW_LENGTH} = 12 words): 6 bits per square, 10 squares per word, square
 *       {@code sq} in bits {@code (sq % 10) * 6} and up of word {@code IDS + sq / 10}; ids 0..63;
 *   <li>wide ({@link #WIDE_LENGTH} = 20 words): 16 bits per square, 4 squares per word, square
 *       {@code sq} in bits {@code (sq % 4) * 16} and up of word {@code IDS + sq / 4}; ids 0..65535,
 *       beyond the largest id a position may hold ({@link MarrakechNotation#MAX_ID}).
 * </ul>
 *
 * The bits no square uses are 0. A state's carpet is narrow exactly when every rug id it holds or
 * play from it can give fits in 6 bits ({@link #narrowFits}): the largest id given so far ({@code
 * nextId - 1}) plus the rugs left, which take the ids after it, is at most 63. A game from its
 * start always is (48 rugs at most); placing a rug keeps that sum and a player going out lowers it,
 * so a narrow carpet never has to widen, and a wide one turns narrow when a player going out brings
 * the sum down ({@link #narrowedIfFits}). The layout and the header are thus functions of the
 * state's content, and equal states have equal carpets, word for word.
 *
 * <p>A carpet is never written once a state holds it: a board loaded from a state shares it, and
 * writes a copy ({@link MarrakechBoard#place}) or its own ({@link MarrakechBoard#playRandomly}).
 * Keeping in it all that only a placement changes leaves the state three words ({@link
 * MarrakechState}), so that most plies allocate a small state and share the carpet.
 */
final class Carpet {
  /** Words of the bitboards, one per colour index, before the header. */
  static final int COLOURS = 4;

  /** The word of the horizontal edges where a rug shows whole. */
  static final int WHOLE_H = 4;

  /** The word of the vertical edges where a rug shows whole. */
  static final int WHOLE_V = 5;

  /** The word of the next id, the owners and the number of players. */
  static final int META = 6;

  /** The first word of the ids, after the bitboards and the header. */
  static final int IDS = 7;

  /** Length of a carpet with 6 bits per id. */
  static final int NARROW_LENGTH = IDS + 5;

  /** Length of a carpet with 16 bits per id. */
  static final int WIDE_LENGTH = IDS + 13;

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
      WORD[sq] = (byte) (IDS + sq / 10);
      SHIFT[sq] = (byte) (sq % 10 * 6);
      WORD[Grid.SQUARES + sq] = (byte) (IDS + sq / 4);
      SHIFT[Grid.SQUARES + sq] = (byte) (sq % 4 * 16);
    }
  }

  private Carpet() {}

  /**
   * An empty board: no rug shows, the next id is 1, no owners or players yet.
   *
   * @param narrow the layout, {@link #narrowFits}
   * @return a fresh carpet
   */
  static long[] empty(boolean narrow) {
    long[] carpet = new long[narrow ? NARROW_LENGTH : WIDE_LENGTH];
    carpet[META] = 1;
    return carpet;
  }

  /**
   * The next rug id: 1 + the largest id on the board.
   *
   * @param carpet a carpet
   * @return the id
   */
  static int nextId(long[] carpet) {
    return (int) carpet[META] & 0xFFFF;
  }

  /**
   * The owners: 4 bits of owning seat per colour index, as {@link MarrakechBoard#owners}.
   *
   * @param carpet a carpet
   * @return the owners
   */
  static int owners(long[] carpet) {
    return (int) (carpet[META] >>> 16) & 0xFFFF;
  }

  /**
   * The colours of each seat: {@link MarrakechBoard#seatColours(int)} of the owners.
   *
   * @param carpet a carpet
   * @return 4 bits per seat
   */
  static int seatColours(long[] carpet) {
    return (int) (carpet[META] >>> 40) & 0xFFFF;
  }

  /**
   * The number of players.
   *
   * @param carpet a carpet
   * @return 2, 3 or 4 (0 while a parser has read no player)
   */
  static int players(long[] carpet) {
    return (int) (carpet[META] >>> 32) & 0x7;
  }

  /**
   * Writes the header's next id, owners (and the colours of each seat, from them) and number of
   * players, in place: the carpet must be the writer's own, not a state's.
   *
   * @param carpet a carpet
   * @param nextId 1 + the largest id on the board
   * @param owners as {@link #owners}
   * @param players the number of players
   */
  static void setMeta(long[] carpet, int nextId, int owners, int players) {
    carpet[META] =
        nextId
            | (long) owners << 16
            | (long) players << 32
            | (long) MarrakechBoard.seatColours(owners) << 40;
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
   * @param rugs the rugs left, as {@link MarrakechBoard#rugs}
   * @return a fresh narrow carpet, or {@code carpet}
   */
  static long[] narrowedIfFits(long[] carpet, int rugs) {
    return carpet.length != NARROW_LENGTH && narrowFits(nextId(carpet), rugs)
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
    System.arraycopy(carpet, 0, copy, 0, IDS);
    for (int sq = 0; sq < Grid.SQUARES; sq++) {
      setId(copy, sq, idAt(carpet, sq));
    }
    return copy;
  }
}
