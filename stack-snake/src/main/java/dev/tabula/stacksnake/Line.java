package dev.tabula.stacksnake;

import dev.tabula.core.Seeds;
import org.jspecify.annotations.Nullable;

/**
 * The packed line of stacks and the rules on it, as static functions over two words.
 *
 * <p>Each rule is decided here once. Its parts are tiny branch-free predicates ({@link #owns},
 * {@link #reachesLeft}, {@link #reachesRight}, {@link #liftsTwo}, {@link #banFaults}) that {@code
 * legalActions} combines per stack; the rule itself classifies a move by its <em>fault bits</em>, 0
 * when it is legal ({@link #kindFaults}, {@link #stepFaults}, {@link #swapFaults}, {@link
 * #passFaults}, {@link #dealFaults}), from those same parts. {@link StackSnakeGame} tests the bits
 * for 0 on its hot paths, and only when they are not 0 puts them into the words of the exception.
 *
 * <p>{@code tiles}: the 19 tiles in line order (left to right, each stack bottom to top), three
 * bits each, tile {@code t} in bits {@code 3t..3t+2}; codes as {@link Tile#code()}: N = 0, W1..W3 =
 * 1..3, B1..B3 = 5..7, so {@code code & 3} is the mark and {@code code >>> 2} the colour (0 White,
 * 1 Black) of a marked tile. {@code starts}: bit {@code t} set when tile {@code t} is the bottom of
 * a stack (bit 0 always). The number of stacks is {@code bitCount(starts)}; stack {@code k} runs
 * from the {@code k}-th set bit to the tile before the next one.
 *
 * <p>Action ids: step {@code 4 * position + 2 * (tiles - 1) + (right ? 1 : 0)} in [0, 76); swap of
 * positions {@code i < j}: {@code 76 + pairIndex(i, j)} in [76, 247); pass 247; dealing a tile
 * kind: {@code 248 + ordinal} in [248, 255).
 */
final class Line {
  private Line() {}

  static final int SIZE = 19;
  static final int LAST = SIZE - 1;

  /** The {@code starts} of a line of single tiles: every tile the bottom of a stack. */
  static final int SINGLES = (1 << SIZE) - 1;

  static final int SWAP_BASE = 76;
  static final int PASS = 247;
  static final int DEAL_BASE = 248;
  static final int NUM_ACTIONS = 255;

  /** At most 9 own stacks: 9 * 4 steps or C(9, 2) = 36 swaps; at a chance node 7 kinds. */
  static final int MAX_LEGAL = 72;

  /** The most outcomes of a dealing chance node: one per kind of tile. */
  static final int KINDS = 7;

  static final int WIN_HEIGHT = 7;
  static final int MAX_HEIGHT = 8;

  // ---------------------------------------------------------------------------------------------
  // the kinds of move, and which a state allows

  static final int STEP = 0;
  static final int SWAP = 1;
  static final int PASS_MOVE = 2;
  static final int DEAL = 3;

  /**
   * {@link StackSnakeState}'s status codes (the ordinals of its {@code Status}) that allow moves.
   */
  static final int DEALING = 0;

  static final int IN_PLAY = 1;

  /** The kind of move of an action id in [0, NUM_ACTIONS). */
  static int kind(int id) {
    return id < SWAP_BASE ? STEP : id < PASS ? SWAP : id == PASS ? PASS_MOVE : DEAL;
  }

  // ---------------------------------------------------------------------------------------------
  // fault bits: why a move is not legal (0 when it is)

  /** Any move once the game is over. */
  static final int GAME_OVER = 1;

  /** An action id outside [0, NUM_ACTIONS). */
  static final int NO_SUCH_ID = 1 << 1;

  /** A step, swap or pass while the line is being dealt. */
  static final int DEALING_NOW = 1 << 2;

  /** A tile dealt once the line is laid out. */
  static final int LAID_OUT = 1 << 3;

  /** A tile of a kind of which every tile is laid already. */
  static final int USED_UP = 1 << 4;

  /** A position beyond the end of the line. */
  static final int NO_POSITION = 1 << 5;

  /** The (first) stack has the neutral tile on top: it belongs to nobody. */
  static final int NEUTRAL_TOP = 1 << 6;

  /** The (first) stack is the opponent's. */
  static final int FOREIGN_TOP = 1 << 7;

  /** Two tiles lifted from a stack of one. */
  static final int ONE_TILE = 1 << 8;

  /** The step would pass an end of the line. */
  static final int OFF_LINE = 1 << 9;

  /** A swap right after the opponent swapped. */
  static final int SWAP_BANNED = 1 << 10;

  /** The second stack of a swap has the neutral tile on top. */
  static final int SECOND_NEUTRAL_TOP = NEUTRAL_TOP << 5;

  /** The second stack of a swap is the opponent's. */
  static final int SECOND_FOREIGN_TOP = FOREIGN_TOP << 5;

  /** A pass while a step or swap is possible. */
  static final int CAN_MOVE = 1 << 13;

  /**
   * Which kinds of move a status allows: tiles while dealing, steps, swaps and passes in play,
   * nothing once the game is over. Returns 0, {@link #GAME_OVER}, {@link #DEALING_NOW} or {@link
   * #LAID_OUT}.
   */
  static int kindFaults(int status, int kind) {
    if (status == IN_PLAY) {
      return kind == DEAL ? LAID_OUT : 0;
    }
    if (status == DEALING) {
      return kind == DEAL ? 0 : DEALING_NOW;
    }
    return GAME_OVER;
  }

  // The parts of the step and swap rules, each decided here once: 1 when the part holds, else 0,
  // branch-free (legalActions combines them per stack without allocating or branching).

  /** 1 when the side owns a stack with this top tile (a marked tile of its colour), else 0. */
  static int owns(int code, int side) {
    return (((code & 3) + 3) >>> 2) & ((code >>> 2) ^ side ^ 1);
  }

  /**
   * 1 when a step of {@code mark} positions to the left from position {@code k} stays on the line.
   */
  static int reachesLeft(int k, int mark) {
    return ((k - mark) >>> 31) ^ 1;
  }

  /** 1 when a step of {@code mark} positions to the right from {@code k} stays on a line of n. */
  static int reachesRight(int k, int mark, int n) {
    return (k + mark - n) >>> 31;
  }

  /** 1 when a stack of this height has two tiles to lift (one tile it always has). */
  static int liftsTwo(int height) {
    return (1 - height) >>> 31;
  }

  /**
   * Why the side may not move a stack with this top tile: 0 when it owns it ({@link #owns}), else
   * {@link #NEUTRAL_TOP} or {@link #FOREIGN_TOP}.
   */
  static int ownerFaults(int code, int side) {
    return owns(code, side) == 1 ? 0 : (code & 3) == 0 ? NEUTRAL_TOP : FOREIGN_TOP;
  }

  /**
   * The step rule: why the step {@code variant} ({@code id & 3}: one tile left, one right, two
   * left, two right) from the stack at position {@code k} of a line of {@code n}, topped by {@code
   * code} and {@code height} tiles high, is not legal for the side; 0 when it is: the side owns the
   * stack, the stack has the tiles to lift, and the top tile's mark keeps the step on the line.
   */
  static int stepFaults(int code, int side, int k, int height, int n, int variant) {
    int mark = code & 3;
    int right = variant & 1;
    int reaches = reachesLeft(k, mark) & (right ^ 1) | reachesRight(k, mark, n) & right;
    int lifts = liftsTwo(height) | (variant >>> 1 ^ 1);
    return ownerFaults(code, side) | (lifts ^ 1) * ONE_TILE | (reaches ^ 1) * OFF_LINE;
  }

  /** The ban part of the swap rule: no swap right after the opponent swapped. */
  static int banFaults(boolean swapBanned) {
    return swapBanned ? SWAP_BANNED : 0;
  }

  /**
   * The swap rule: exchanging the stacks topped by {@code codeA} and {@code codeB} is legal when
   * the side owns both ({@link #ownerFaults}) and is not barred from swapping ({@link #banFaults}).
   */
  static int swapFaults(int codeA, int codeB, int side, boolean swapBanned) {
    return banFaults(swapBanned) | ownerFaults(codeA, side) | ownerFaults(codeB, side) << 5;
  }

  /** The pass rule: legal only when the side can neither step nor swap ({@link #canMove}). */
  static int passFaults(long tiles, int starts, int side, boolean swapBanned) {
    return canMove(tiles, starts, side, swapBanned) ? CAN_MOVE : 0;
  }

  /** The dealing rule: a kind can be dealt while some tile of it is left ({@link #kindsLeft}). */
  static int dealFaults(int kindsLeft, int kind) {
    return left(kindsLeft, kind) == 0 ? USED_UP : 0;
  }

  /** Whether the side has a legal step or swap (by the parts of the rules above). */
  static boolean canMove(long tiles, int starts, int side, boolean swapBanned) {
    long topTiles = topTiles(starts);
    long tops = ownTops(tiles, side, topTiles);
    if ((tops & (tops - 1)) != 0 && banFaults(swapBanned) == 0) {
      return true; // two own stacks and no ban: a swap
    }
    // a step of two tiles goes where the step of one does: the one-tile steps decide
    return (stepReach(tiles, tops, topTiles) & (LOW_BITS * 3)) != 0;
  }

  /**
   * Whether neither side can ever step or swap again: the side to move has nothing, nor would the
   * other after a pass.
   */
  static boolean dead(long tiles, int starts, int side, boolean swapBanned) {
    return !canMove(tiles, starts, side, swapBanned) && !canMove(tiles, starts, 1 - side, false);
  }

  /** Whether a stack of this height ends the game (only a step can make one). */
  static boolean wins(int height) {
    return height >= WIN_HEIGHT;
  }

  // ---------------------------------------------------------------------------------------------
  // the deal: how many tiles of each kind are left, packed two bits per kind (at most 3 each)

  /** A full set: three of each marked kind, one neutral tile. */
  static final int FULL_SET = 0b01_11_11_11_11_11_11;

  private static final int[] KIND_OF_CODE = {6, 0, 1, 2, -1, 3, 4, 5};

  /** The tile code ({@link Tile#code()}) of each kind ({@link Tile#ordinal()}). */
  static final int[] CODE_OF_KIND = {1, 2, 3, 5, 6, 7, 0};

  /** The kind ({@link Tile#ordinal()}) of a tile code. */
  static int kindOf(int code) {
    return KIND_OF_CODE[code];
  }

  /** The tiles of each kind left after the first {@code dealt} tiles of the line. */
  static int kindsLeft(long tiles, int dealt) {
    int left = FULL_SET;
    for (int t = 0; t < dealt; t++) {
      left -= 1 << (2 * kindOf(tile(tiles, t)));
    }
    return left;
  }

  /** How many tiles of a kind {@link #kindsLeft} counts. */
  static int left(int kindsLeft, int kind) {
    return (kindsLeft >>> (2 * kind)) & 3;
  }

  // ---------------------------------------------------------------------------------------------
  // the packed line

  static final int[] PAIR_FIRST = new int[171];
  static final int[] PAIR_SECOND = new int[171];

  static {
    int p = 0;
    for (int i = 0; i < SIZE; i++) {
      for (int j = i + 1; j < SIZE; j++) {
        PAIR_FIRST[p] = i;
        PAIR_SECOND[p] = j;
        p++;
      }
    }
  }

  static int pairIndex(int i, int j) {
    return i * (2 * SIZE - 1 - i) / 2 + (j - i - 1);
  }

  /**
   * Why no rule allows a step of this shape on any line (a lift other than one or two tiles, a
   * position off a line of 19, a step that stays or goes further than a mark), or null: the check
   * of {@link StackSnakeMove.Step}'s constructor and of the move parser.
   */
  static @Nullable String stepShapeFault(int from, int to, int tiles) {
    if (tiles < 1 || tiles > 2) {
      return "a step lifts one or two tiles, not " + tiles;
    }
    if (from < 0 || from > LAST || to < 0 || to > LAST) {
      return "a step goes between 0-based positions 0.."
          + LAST
          + ", not from "
          + from
          + " to "
          + to;
    }
    if (to == from) {
      return "a step must leave its position";
    }
    int distance = Math.abs(to - from);
    return distance > 3
        ? "a step goes 1, 2 or 3 positions (the mark of its top tile), not " + distance
        : null;
  }

  /**
   * Why no rule allows a swap of these positions on any line (a position off a line of 19, a stack
   * with itself), or null: the check of {@link StackSnakeMove.Swap}'s constructor and of the move
   * parser.
   */
  static @Nullable String swapShapeFault(int first, int second) {
    if (first < 0 || first > LAST || second < 0 || second > LAST) {
      return "a swap is of 0-based positions 0.." + LAST + ", not " + first + " and " + second;
    }
    return first == second ? "a swap needs two different stacks" : null;
  }

  /** How many tiles a step id lifts: 1 or 2. */
  static int lift(int id) {
    return ((id >> 1) & 1) + 1;
  }

  /** Where a step id from position {@code k} goes, by the top tile's mark (off the line or not). */
  static int target(int id, int k, int code) {
    int left = (id & 1) - 1; // -1 for a step left, else 0
    return k + (((code & 3) ^ left) - left); // the mark, negated to the left
  }

  static int tile(long tiles, int t) {
    return (int) (tiles >>> (3 * t)) & 7;
  }

  /** Tile bits of tiles lo..hi (empty when hi < lo). */
  static long mask(int lo, int hi) {
    return ((1L << (3 * (hi + 1))) - 1) ^ ((1L << (3 * lo)) - 1);
  }

  /** Bits lo..hi of an int (empty when hi < lo). */
  static int bits(int lo, int hi) {
    return ((1 << (hi + 1)) - 1) ^ ((1 << lo) - 1);
  }

  // ---------------------------------------------------------------------------------------------
  // the owner rule over all tiles at once (the hot loops visit only the stacks the side owns)

  /** Bit {@code 3t} set for every tile {@code t}: the lowest bit of each tile's field. */
  static final long LOW_BITS = 0x0049_2492_4924_9249L & ((1L << (3 * SIZE)) - 1);

  /** {@code SPREAD[m]}: bit {@code i} of the 9-bit {@code m} moved to bit {@code 3i}. */
  private static final long[] SPREAD = new long[512];

  static {
    for (int m = 0; m < SPREAD.length; m++) {
      long v = 0;
      for (int i = 0; i < 9; i++) {
        v |= (long) ((m >>> i) & 1) << (3 * i);
      }
      SPREAD[m] = v;
    }
  }

  /** Bit {@code t} of a 19-bit mask moved to bit {@code 3t}, the lowest bit of tile t's field. */
  static long spread(int mask) {
    // small enough (35 bytes of bytecode) to be inlined wherever it is called
    return SPREAD[mask & 511] | SPREAD[(mask >>> 9) & 511] << 27 | (long) (mask >>> 18) << 54;
  }

  /**
   * The stacks the side owns, as bit {@code 3e} for the top tile {@code e} of each: {@link #owns}
   * for every tile at once (a marked tile, {@code code & 3 != 0}, of the side's colour, {@code code
   * >>> 2 == side}), kept at the tops of the stacks.
   */
  static long ownTops(long tiles, int starts, int side) {
    return ownTops(tiles, side, topTiles(starts));
  }

  /** {@link #ownTops} with the {@link #topTiles} of the line known. */
  static long ownTops(long tiles, int side, long topTiles) {
    long marked = (tiles | (tiles >>> 1)) & LOW_BITS;
    long ofSide = ((tiles >>> 2) & LOW_BITS) ^ (LOW_BITS & (side - 1L));
    return marked & ofSide & topTiles;
  }

  /** Bit {@code 3e} for the top tile {@code e} of every stack. */
  static long topTiles(int starts) {
    return spread((starts >>> 1) | (1 << LAST));
  }

  /** The bits of a field of {@link #stepReach}: the stack can step left, right, lift two. */
  static final int REACH_LEFT = 1;

  static final int REACH_RIGHT = 2;
  static final int REACH_TWO = 4;

  /**
   * The step rule's parts for every stack the side owns at once: in the field of the top tile
   * {@code e} of each stack in {@code tops} ({@link #ownTops}), bits {@code 3e}, {@code 3e + 1} and
   * {@code 3e + 2} are {@link #reachesLeft}, {@link #reachesRight} and {@link #liftsTwo} of that
   * stack ({@link #REACH_LEFT}, {@link #REACH_RIGHT}, {@link #REACH_TWO} shifted by {@code 3e});
   * all other bits are 0. Branch-free: only the three stacks at each end of the line can step off
   * it, stack {@code k} from the left when its mark exceeds {@code k}, stack {@code n - 1 - k} from
   * the right likewise (those stacks' tops are the lowest and highest bits of {@code topTiles}); a
   * stack is tall when its top is not its bottom.
   *
   * @param topTiles {@link #topTiles} of the line
   */
  static long stepReach(long tiles, long tops, long topTiles) {
    long marked = (tiles | (tiles >>> 1)) & LOW_BITS; // mark 1 or more
    long two = (tiles >>> 1) & LOW_BITS; // mark 2 or more
    long three = tiles & two; // mark 3
    // from the left: the tops of stacks 0, 1, 2 are the three lowest tops (fewer on a shorter line)
    long past0 = topTiles & (topTiles - 1);
    long past1 = past0 & (past0 - 1);
    long offLeft = (topTiles ^ past0) & marked | (past0 ^ past1) & two | (past1 & -past1) & three;
    // from the right: the tops of stacks n - 1, n - 2, n - 3 are tile 18 and the two highest tops
    // below it (fewer on a shorter line)
    long before = topTiles ^ LAST_TOP;
    long top1 = Long.highestOneBit(before);
    long top2 = Long.highestOneBit(before ^ top1);
    long offRight = LAST_TOP & marked | top1 & two | top2 & three;
    long tall = tops & ~(topTiles << 3 | 1); // a top that is not a bottom
    return (tops & ~offLeft) | (tops & ~offRight) << 1 | tall << 2;
  }

  /** The field of tile 18, the last tile: always the top of the last stack. */
  private static final long LAST_TOP = 1L << (3 * LAST);

  /** {@code STEPS[f]}: how many steps a field {@code f} of {@link #stepReach} allows. */
  private static final byte[] STEPS = new byte[8];

  /**
   * {@code STEP_VARIANTS[f << 2 | j]}: the j-th of the steps that a field {@code f} of {@link
   * #stepReach} allows, as {@code id & 3}, in ascending id (one tile left, one right, two left, two
   * right); past the last step (j >= steps(f)) the last again, or 0 when there is none.
   */
  private static final byte[] STEP_VARIANTS = new byte[32];

  static {
    for (int f = 0; f < 8; f++) {
      int j = 0;
      for (int variant = 0; variant < 4; variant++) {
        boolean reaches = (f & ((variant & 1) == 0 ? REACH_LEFT : REACH_RIGHT)) != 0;
        boolean lifts = (variant & 2) == 0 || (f & REACH_TWO) != 0;
        if (reaches && lifts) {
          STEP_VARIANTS[f << 2 | j++] = (byte) variant;
        }
      }
      STEPS[f] = (byte) j;
      for (int rest = j; rest > 0 && rest < 4; rest++) {
        STEP_VARIANTS[f << 2 | rest] = STEP_VARIANTS[f << 2 | (j - 1)];
      }
    }
  }

  /**
   * {@code STEP_IDS[f]}: {@link #stepVariant} of a field {@code f} of {@link #stepReach} for j = 0
   * to 3 in bits 0, 7, 14 and 21 (seven bits each), and {@link #steps} in bits 28 to 30: adding
   * {@code k} times {@link #STEP_IDS_PER_POSITION} gives the four step ids of position {@code k}.
   */
  private static final int[] STEP_IDS = new int[8];

  /** What a position adds to each of the four ids of {@link #stepIds}: 4 in each field. */
  static final int STEP_IDS_PER_POSITION = 4 | 4 << 7 | 4 << 14 | 4 << 21;

  static {
    for (int f = 0; f < 8; f++) {
      STEP_IDS[f] =
          STEP_VARIANTS[f << 2]
              | STEP_VARIANTS[f << 2 | 1] << 7
              | STEP_VARIANTS[f << 2 | 2] << 14
              | STEP_VARIANTS[f << 2 | 3] << 21
              | STEPS[f] << 28;
    }
  }

  /**
   * The steps of the stack with this field of {@link #stepReach}, packed: {@link #stepVariant} for
   * j = 0 to 3 seven bits each from bit 0, and their number, {@link #steps}, from bit 28.
   */
  static int stepIds(long field) {
    return STEP_IDS[(int) field & 7];
  }

  /** How many steps the stack with this field of {@link #stepReach} has: 0 to 4. */
  static int steps(int field) {
    return STEPS[field & 7];
  }

  /**
   * Its j-th step ({@code j < steps(field)}), as {@code id & 3}; see {@link #STEP_VARIANTS} for j
   * up to 3.
   */
  static int stepVariant(int field, int j) {
    return STEP_VARIANTS[(field & 7) << 2 | j];
  }

  /** The number of legal steps that a {@link #stepReach} allows. */
  static int stepCount(long reach) {
    long left = reach & LOW_BITS;
    long right = (reach >>> 1) & LOW_BITS;
    long tall = (reach >>> 2) & LOW_BITS;
    return Long.bitCount(left)
        + Long.bitCount(right)
        + Long.bitCount(left & tall)
        + Long.bitCount(right & tall);
  }

  /** The tile index of the lowest set bit of a mask from {@link #ownTops}. */
  static int lowestTile(long tileBits) {
    return Long.numberOfTrailingZeros(tileBits) / 3;
  }

  /**
   * {@link #liftsTwo} of the stack whose top is tile {@code e}: 1 when it is more than one tile
   * high, that is when its top is not its bottom, else 0.
   */
  static int tall(int starts, int e) {
    return ((starts >>> e) & 1) ^ 1;
  }

  /** The bottom tile of the stack whose top is tile {@code e}: the highest start at or below e. */
  static int bottomOf(int starts, int e) {
    return 31 - Integer.numberOfLeadingZeros(starts & ((2 << e) - 1));
  }

  /**
   * The position (0-based) of the stack whose top is tile {@code e}: the starts up to it, less 1.
   */
  static int positionOf(int starts, int e) {
    return Integer.bitCount(starts & ((2 << e) - 1)) - 1;
  }

  /** {@code SELECT[b << 3 | k]}: the index of the k-th set bit of the byte b. */
  private static final byte[] SELECT = new byte[256 * 8];

  static {
    for (int b = 0; b < 256; b++) {
      int k = 0;
      for (int i = 0; i < 8; i++) {
        if ((b & (1 << i)) != 0) {
          SELECT[b << 3 | k++] = (byte) i;
        }
      }
    }
  }

  /**
   * The index of the k-th (0-based) set bit of a mask of up to 24 bits; k must be below
   * bitCount(mask). A byte at a time, without a branch: skips the low bytes whose bits number k or
   * fewer (by the counts of the low one and two bytes), then looks the bit up in the next.
   */
  static int select(int mask, int k) {
    int c8 = Integer.bitCount(mask & 0xFF);
    int c16 = Integer.bitCount(mask & 0xFFFF);
    int past8 = (c8 - 1 - k) >> 31; // -1 when bit k lies past byte 0, else 0
    int past16 = (c16 - 1 - k) >> 31; // -1 when it lies past byte 1 too
    int below = (c8 & past8) + ((c16 - c8) & past16); // the bits in the bytes skipped
    int shift = (past8 + past16) * -8;
    return shift + SELECT[((mask >>> shift) & 0xFF) << 3 | (k - below)];
  }

  /**
   * The top tile of the stack at position {@code k}: the tile before the bottom of the next stack,
   * or the last tile. A select of its own, so that it need not wait for the bottom ({@link
   * #select}) of the same stack.
   */
  static int topAt(int starts, int k) {
    return select(starts | 1 << SIZE, k + 1) - 1;
  }

  /** The top tile index of the stack starting at s. */
  static int topOf(int starts, int s) {
    // the first start strictly above s, or the end of the line
    return Integer.numberOfTrailingZeros(starts & -(2 << s) | 1 << SIZE) - 1;
  }

  /** The colour of a tile code: 0 White, 1 Black, -1 none (the neutral tile). */
  static int owner(int code) {
    return (code & 3) == 0 ? -1 : code >>> 2;
  }

  /** The position key (all but the tiles) for repetition and hashing. */
  static int key(int starts, int side, boolean swapBanned) {
    return (starts >>> 1) | (side << 18) | (swapBanned ? 1 << 19 : 0);
  }

  /** The side to move of a position {@link #key}: 0 White, 1 Black. */
  static int keySide(int key) {
    return (key >>> 18) & 1;
  }

  /** Whether the side to move may not swap, by the position {@link #key}. */
  static boolean keyBanned(int key) {
    return (key >>> 19) != 0;
  }

  /** The hash of a position: core's SplitMix64 finaliser ({@link Seeds#mix64}), twice. */
  static long positionHash(long tiles, int key) {
    return Seeds.mix64(tiles ^ Seeds.mix64(key + 0x632be59bd9b4e019L));
  }

  /**
   * One of 64 bits for a position (by a hash of it), to rule out cheaply that a position is among
   * others: equal positions have the same bit.
   */
  static long sighting(long tiles, int key) {
    return 1L << (((tiles ^ key) * 0x9e37_79b9_7f4a_7c15L) >>> 58);
  }

  /** A history entry's share of the state hash (summed over the entries). */
  static long entryHash(long positionHash) {
    return positionHash * 0xd1b54a32d192ed03L;
  }

  /** The number of stacks the side owns ({@link #owns}). */
  static int ownStacks(long tiles, int starts, int side) {
    int own = 0;
    int rest = starts;
    while (rest != 0) {
      rest &= rest - 1;
      int e = rest == 0 ? LAST : Integer.numberOfTrailingZeros(rest) - 1;
      own += owns(tile(tiles, e), side);
    }
    return own;
  }

  /** The height of the tallest stack. */
  static int tallest(int starts) {
    int best = 0;
    int rest = starts;
    while (rest != 0) {
      int s = Integer.numberOfTrailingZeros(rest);
      rest &= rest - 1;
      int e = rest == 0 ? LAST : Integer.numberOfTrailingZeros(rest) - 1;
      best = Math.max(best, e - s + 1);
    }
    return best;
  }

  /**
   * The tiles after a step: {@code c} tiles from the top of the stack ending at {@code e} moved
   * onto the stack ending at {@code et}. The tiles from the first that moves to the last turn round
   * as a ring, without a branch: a step right turns them down by the lifted tiles (the stacks
   * between close up, the lifted tiles land on top of the target), a step left by the stacks
   * between (the lifted tiles come down to the top of the target, the stacks between move up).
   */
  static long stepTiles(long tiles, int e, int et, int c) {
    int lo = Math.min(e - c + 1, et + 1);
    int width = Math.max(e, et) - lo + 1;
    int turn = 3 * (et > e ? c : width - c);
    long all = (1L << (3 * width)) - 1;
    long ring = (tiles >>> (3 * lo)) & all;
    long turned = (ring >>> turn | ring << (3 * width - turn)) & all;
    return (tiles & ~(all << (3 * lo))) | turned << (3 * lo);
  }

  /**
   * The stack starts after the same step: the same ring turned, the lifted tiles starting no stack
   * where they land.
   */
  static int stepStarts(int starts, int e, int et, int c) {
    int lo = Math.min(e - c + 1, et + 1);
    int width = Math.max(e, et) - lo + 1;
    int turn = et > e ? c : width - c;
    int all = (1 << width) - 1;
    int ring = (starts >>> lo) & all & ~(((1 << c) - 1) << (e - c + 1 - lo));
    int turned = (ring >>> turn | ring << (width - turn)) & all;
    return (starts & ~(all << lo)) | turned << lo;
  }

  /** The tiles after swapping the stacks sa..ea and sb..eb (ea < sb). */
  static long swapTiles(long tiles, int sa, int ea, int sb, int eb) {
    int lenA = ea - sa + 1;
    int lenB = eb - sb + 1;
    int delta = lenB - lenA;
    long b = (tiles & mask(sb, eb)) >>> (3 * (sb - sa));
    long m = tiles & mask(ea + 1, sb - 1);
    m = delta >= 0 ? m << (3 * delta) : m >>> (-3 * delta);
    long a = (tiles & mask(sa, ea)) << (3 * (eb - lenA + 1 - sa));
    return (tiles & ~mask(sa, eb)) | b | m | a;
  }

  /** The stack starts after the same swap. */
  static int swapStarts(int starts, int sa, int ea, int sb, int eb) {
    int lenA = ea - sa + 1;
    int lenB = eb - sb + 1;
    int delta = lenB - lenA;
    int m = starts & bits(ea + 1, sb - 1);
    m = delta >= 0 ? m << delta : m >>> -delta;
    return (starts & ~bits(sa, eb)) | (1 << sa) | m | (1 << (eb - lenA + 1));
  }
}
