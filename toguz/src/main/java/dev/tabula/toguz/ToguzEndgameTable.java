package dev.tabula.toguz;

import dev.tabula.core.EndgameTable;
import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Objects;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipException;
import org.jspecify.annotations.Nullable;

/**
 * Toguz Kumalak's endgame table: for every position with at most {@link #stones()} stones left on
 * the board, solved by retrograde analysis, how many of those stones each player can make sure of
 * winning into their store. Those two numbers and the stores give the exact result: the player to
 * move wins if their store plus what they can make sure of reaches 82, loses if the opponent's
 * does, and otherwise neither can force a win (81-81, or a game that goes on for ever; the rules
 * have no repetition rule, and the table counts such a game as neither player's).
 *
 * <h2>What is solved</h2>
 *
 * The stones on the board only ever leave it (captures, tuzdyks, the sweep), so the positions are
 * solved in order of the stones left, each count as a whole: a move that takes stones off the board
 * leads to a position solved before, one that does not (most sowings) to one of the same count and
 * the same tuzdyks. Within a count the two numbers are the least fixed point of the game's
 * equations (the mover's is the best over the moves of what the move wins plus what the mover can
 * make sure of after it, the opponent's the least), found by iterating from 0: what a player can
 * make sure of in a finite number of moves, which a cycle of moves does not give. Neither number
 * depends on the stores (no store reaches 82 while they are computed; a player who would reach it
 * has won, and a store never goes down), so one entry serves every pair of stores.
 *
 * <h2>Indexing</h2>
 *
 * An entry is seen from the player to move (the rules are the same for both): their tuzdyk and the
 * opponent's (81 pairs, 73 of them possible), then the stones in the holes that are not a tuzdyk,
 * the mover's 1..9 then the opponent's 1..9, ranked among all ways to put that many stones into
 * that many holes. An entry is one byte: the mover's number in the low four bits, the opponent's in
 * the high four. 6 stones make 5.9 million entries.
 *
 * <h2>File</h2>
 *
 * {@link #write} writes the line {@code tabula-toguz-endgame-table 1 STONES}, then the entries,
 * gzipped; {@link #read} reads it back and checks the size. Immutable and thread-safe: probing
 * allocates nothing.
 */
final class ToguzEndgameTable implements EndgameTable<ToguzState> {

  /** The most stones a table may cover: {@value} (its entries take 170 MB). */
  static final int MAX_STONES = 9;

  private static final String MAGIC = "tabula-toguz-endgame-table 1 ";

  /** {@code WAYS[n * 19 + h]}: the ways to put n stones into h holes. */
  private static final int[] WAYS = new int[(MAX_STONES + 1) * 19];

  static {
    for (int n = 0; n <= MAX_STONES; n++) {
      for (int h = 0; h <= 18; h++) {
        WAYS[n * 19 + h] = h == 0 ? (n == 0 ? 1 : 0) : (int) binomial(n + h - 1, h - 1);
      }
    }
  }

  private final int stones;
  private final byte[] entries;

  /** {@code start[k * 81 + pair]}: the first entry of the positions with k stones and that pair. */
  private final int[] start;

  private ToguzEndgameTable(int stones, byte[] entries) {
    this.stones = stones;
    this.entries = entries;
    this.start = starts(stones);
  }

  private static long binomial(int n, int k) {
    long r = 1;
    for (int i = 1; i <= k; i++) {
      r = r * (n - k + i) / i;
    }
    return r;
  }

  /** The tuzdyk pair's index: the mover's tuzdyk times 9 plus the opponent's (0 for none). */
  private static boolean possible(int pair) {
    int mine = pair / 9;
    int theirs = pair % 9;
    return mine == 0 || mine != theirs;
  }

  /** The holes, mover-relative (the mover's 0..8, the opponent's 9..17), that are not a tuzdyk. */
  private static int free(int pair) {
    int mine = pair / 9; // in the opponent's row
    int theirs = pair % 9; // in the mover's row
    int mask = 0x3FFFF;
    if (mine != 0) {
      mask &= ~(1 << (9 + mine - 1));
    }
    if (theirs != 0) {
      mask &= ~(1 << (theirs - 1));
    }
    return mask;
  }

  private static int[] starts(int stones) {
    int[] start = new int[(stones + 2) * 81];
    int next = 0;
    for (int k = 0; k <= stones; k++) {
      for (int pair = 0; pair < 81; pair++) {
        start[k * 81 + pair] = next;
        if (possible(pair)) {
          next = Math.addExact(next, WAYS[k * 19 + Integer.bitCount(free(pair))]);
        }
      }
    }
    start[(stones + 1) * 81] = next;
    return start;
  }

  /** The entries of a table of {@code stones}. */
  static int size(int stones) {
    return starts(stones)[(stones + 1) * 81];
  }

  /**
   * Returns the stones the table covers.
   *
   * @return the most stones on the board of a position the table holds
   */
  int stones() {
    return stones;
  }

  // ---------------------------------------------------------------- probing

  /**
   * The entry of a position with k stones on the board, seen from side c: its index among all
   * entries.
   */
  private int index(long south, long north, long misc, int c, int k) {
    int mine = Sow.tuzdyk(misc, c);
    int theirs = Sow.tuzdyk(misc, 1 - c);
    int pair = mine * 9 + theirs;
    int free = free(pair);
    int holes = Integer.bitCount(free);
    long me = c == 0 ? south : north;
    long them = c == 0 ? north : south;
    int rank = 0;
    int left = k;
    for (int i = 0; i < 18 && holes > 1 && left > 0; i++) {
      if ((free & (1 << i)) == 0) {
        continue;
      }
      int x = (int) ((i < 9 ? me >>> (7 * i) : them >>> (7 * (i - 9))) & Sow.LANE);
      rank += WAYS[left * 19 + holes] - WAYS[(left - x) * 19 + holes];
      left -= x;
      holes--;
    }
    return start[k * 81 + pair] + rank;
  }

  private static int onBoard(long misc) {
    return Sow.TOTAL - Sow.store(misc, 0) - Sow.store(misc, 1);
  }

  /** The state's entry (its two numbers, one byte), or -1 when the table does not hold it. */
  private int entry(ToguzState state) {
    long misc = state.misc;
    int k = onBoard(misc);
    if (k > stones || Sow.isOver(misc)) {
      return -1;
    }
    return entries[index(state.south, state.north, misc, Sow.side(misc), k)] & 0xFF;
  }

  @Override
  public int probe(ToguzState state) {
    int e = entry(state);
    if (e < 0) {
      return UNKNOWN;
    }
    int c = Sow.side(state.misc);
    if (Sow.store(state.misc, c) + (e & 15) >= Sow.WIN) {
      return 1;
    }
    return Sow.store(state.misc, 1 - c) + (e >>> 4) >= Sow.WIN ? -1 : 0;
  }

  /**
   * Returns the stones of the board the side to move can make sure of winning, and those the
   * opponent can, for a position the table holds.
   *
   * @return {mover's, opponent's}, or null when the table does not hold the position
   */
  int @Nullable [] sureStones(ToguzState state) {
    int e = entry(state);
    return e < 0 ? null : new int[] {e & 15, e >>> 4};
  }

  // ---------------------------------------------------------------- solving

  /**
   * Solves every position with at most {@code stones} stones on the board.
   *
   * @param stones 0..{@value #MAX_STONES}
   * @return the table
   * @throws IllegalArgumentException if out of range
   */
  static ToguzEndgameTable generate(int stones) {
    if (stones < 0 || stones > MAX_STONES) {
      throw new IllegalArgumentException(
          "an endgame table covers 0.." + MAX_STONES + " stones, not " + stones);
    }
    int[] start = starts(stones);
    byte[] entries = new byte[start[(stones + 1) * 81]];
    ToguzEndgameTable table = new ToguzEndgameTable(stones, entries);
    for (int k = 1; k <= stones; k++) {
      for (int pair = 0; pair < 81; pair++) {
        if (possible(pair)) {
          table.solve(k, pair);
        }
      }
    }
    return table;
  }

  /** The pair seen from the other player: their tuzdyk and the mover's swapped. */
  private static int swapped(int pair) {
    return pair % 9 * 9 + pair / 9;
  }

  /**
   * Solves the positions with k stones and the tuzdyk pair, and those of the swapped pair (a move
   * that keeps the stones on the board leads from one to the other), those with fewer stones being
   * solved; a pair whose swapped pair comes before it was solved with that one.
   */
  private void solve(int k, int pair) {
    int other = swapped(pair);
    if (other < pair) {
      return;
    }
    int firstA = start[k * 81 + pair];
    int countA = WAYS[k * 19 + Integer.bitCount(free(pair))];
    int firstB = start[k * 81 + other];
    int n = other == pair ? countA : 2 * countA;
    // per position: the best of the moves that take stones off the board, for each side, and the
    // positions of the same count its other moves lead to (local numbers: pair's, then other's)
    int[] bestMine = new int[n];
    int[] leastTheirs = new int[n];
    int[] edgeStart = new int[n + 1];
    int[] edges = new int[9 * n];
    int edgeCount = 0;
    int[] holes = new int[18];
    for (int half = 0; half < n / countA; half++) {
      int pr = half == 0 ? pair : other;
      int free = free(pr);
      int[] freeHoles = new int[Integer.bitCount(free)];
      for (int i = 0, j = 0; i < 18; i++) {
        if ((free & (1 << i)) != 0) {
          freeHoles[j++] = i;
        }
      }
      // the first way in rank order: every stone in the last free hole
      int[] way = new int[freeHoles.length];
      way[way.length - 1] = k;
      for (int p = half * countA; p < (half + 1) * countA; p++) {
        Arrays.fill(holes, 0);
        for (int j = 0; j < way.length; j++) {
          holes[freeHoles[j]] = way[j];
        }
        ToguzState s = Sow.pack(holes, 0, 0, pr / 9, pr % 9, 0, 1);
        int legal = Sow.legal(s.misc);
        edgeStart[p] = edgeCount;
        int best = 0;
        int least = legal == 0 ? k : Integer.MAX_VALUE;
        // (legal == 0: the mover has no stones, not a position of a game, where the sweep came
        // first; the opponent would sweep them all)
        for (; legal != 0; legal &= legal - 1) {
          Sow w = new Sow(s);
          w.play(Integer.numberOfTrailingZeros(legal) + 1);
          ToguzState t = w.toState();
          int mine = Sow.store(t.misc, 0);
          int theirs = Sow.store(t.misc, 1);
          int left = k - mine - theirs;
          if (left == k) {
            int g = index(t.south, t.north, t.misc, 1, k);
            edges[edgeCount++] =
                g >= firstA && g < firstA + countA ? g - firstA : countA + g - firstB;
          } else {
            int e = left == 0 ? 0 : entries[index(t.south, t.north, t.misc, 1, left)];
            // after the move the opponent moves: their entry's high bits are the mover's share
            best = Math.max(best, mine + ((e >>> 4) & 15));
            least = Math.min(least, theirs + (e & 15));
          }
        }
        bestMine[p] = best;
        leastTheirs[p] = least;
        next(way);
      }
    }
    edgeStart[n] = edgeCount;
    // the least fixed point, from 0: what each side can make sure of in a finite number of moves
    byte[] mine = new byte[n];
    byte[] theirs = new byte[n];
    for (boolean changed = true; changed; ) {
      changed = false;
      for (int p = 0; p < n; p++) {
        int a = bestMine[p];
        int b = leastTheirs[p];
        for (int i = edgeStart[p]; i < edgeStart[p + 1]; i++) {
          int q = edges[i];
          a = Math.max(a, theirs[q]);
          b = Math.min(b, mine[q]);
        }
        if (a != mine[p] || b != theirs[p]) {
          mine[p] = (byte) a;
          theirs[p] = (byte) b;
          changed = true;
        }
      }
    }
    for (int p = 0; p < n; p++) {
      entries[(p < countA ? firstA + p : firstB + p - countA)] = (byte) (mine[p] | theirs[p] << 4);
    }
  }

  /**
   * The next way to put the stones into the holes, in rank order: the rightmost hole but the last
   * that has stones after it takes one more, the holes after it but the last are emptied, and the
   * last takes what is left.
   */
  private static void next(int[] way) {
    int last = way.length - 1;
    int after = way[last];
    for (int i = last - 1; i >= 0; i--) {
      if (after > 0) {
        way[i]++;
        for (int j = i + 1; j < last; j++) {
          way[j] = 0;
        }
        way[last] = after - 1;
        return;
      }
      after += way[i];
    }
  }

  // ---------------------------------------------------------------- the file

  /** The resource the shipped table is in, beside this class: {@value}. */
  static final String RESOURCE = "endgame-table.bin";

  /** The stones of the shipped table: {@value}. */
  static final int SHIPPED_STONES = 6;

  /**
   * The system property that, set to a file's path, makes {@link #shipped()} read that table (one
   * that {@code tabula tables toguz} wrote, of any size) instead of the shipped one: {@value}.
   */
  static final String PROPERTY = "tabula.toguz.endgame-table";

  private static volatile @Nullable ToguzEndgameTable shipped;

  /**
   * Returns the table of the file the system property {@value #PROPERTY} names, or else the one
   * that ships with Tabula ({@value #SHIPPED_STONES} stones); read once, on the first call.
   *
   * @return the table
   * @throws IllegalArgumentException if the file cannot be read or is not a table; the message
   *     names it (a later call tries again)
   */
  static ToguzEndgameTable shipped() {
    ToguzEndgameTable t = shipped;
    if (t == null) {
      synchronized (ToguzEndgameTable.class) {
        t = shipped;
        if (t == null) {
          t = load();
          shipped = t;
        }
      }
    }
    return t;
  }

  private static ToguzEndgameTable load() {
    String file = System.getProperty(PROPERTY);
    String name = file == null ? "the resource " + RESOURCE : file;
    try (InputStream in =
        file == null
            ? ToguzEndgameTable.class.getResourceAsStream(RESOURCE)
            : Files.newInputStream(Path.of(file))) {
      if (in == null) {
        throw new IllegalStateException("the resource " + RESOURCE + " is missing");
      }
      return read(new BufferedInputStream(in));
    } catch (IOException | InvalidPathException e) {
      throw new IllegalArgumentException("cannot read the endgame table " + name + ": " + e, e);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(name + ": " + e.getMessage(), e);
    }
  }

  @Override
  public void write(OutputStream out) throws IOException {
    Objects.requireNonNull(out, "out");
    out.write((MAGIC + stones + "\n").getBytes(StandardCharsets.US_ASCII));
    GZIPOutputStream zip = new GZIPOutputStream(out, 1 << 16);
    zip.write(entries);
    zip.finish();
    zip.flush();
  }

  /**
   * Reads a table that {@link #write} wrote.
   *
   * @param in the file; read to its end, not closed
   * @return the table
   * @throws IllegalArgumentException if it is not such a file; the message says what is wrong
   * @throws IOException if reading fails
   */
  static ToguzEndgameTable read(InputStream in) throws IOException {
    Objects.requireNonNull(in, "in");
    ByteArrayOutputStream line = new ByteArrayOutputStream();
    for (int b = in.read(); b != '\n'; b = in.read()) {
      if (b < 0 || line.size() > 64) {
        throw new IllegalArgumentException(
            "not a Toguz endgame table: expected a first line '" + MAGIC + "STONES'");
      }
      line.write(b);
    }
    String first = line.toString(StandardCharsets.US_ASCII);
    int stones;
    try {
      stones = first.startsWith(MAGIC) ? Integer.parseInt(first.substring(MAGIC.length())) : -1;
    } catch (NumberFormatException e) {
      stones = -1;
    }
    if (stones < 0 || stones > MAX_STONES) {
      throw new IllegalArgumentException(
          "not a Toguz endgame table: expected a first line '"
              + MAGIC
              + "STONES' with STONES 0.."
              + MAX_STONES
              + ", got '"
              + first
              + "'");
    }
    byte[] entries = new byte[size(stones)];
    try {
      DataInputStream data = new DataInputStream(new GZIPInputStream(in, 1 << 16));
      data.readFully(entries);
      if (data.read() >= 0) {
        throw new IllegalArgumentException(
            "not a Toguz endgame table: more than the "
                + entries.length
                + " entries of "
                + stones
                + " stones");
      }
    } catch (EOFException e) {
      throw new IllegalArgumentException(
          "not a Toguz endgame table: fewer than the "
              + entries.length
              + " entries of "
              + stones
              + " stones",
          e);
    } catch (ZipException e) {
      throw new IllegalArgumentException(
          "not a Toguz endgame table: the entries are not gzipped (" + e.getMessage() + ")", e);
    }
    int[] start = starts(stones);
    for (int k = 0; k <= stones; k++) {
      for (int i = start[k * 81]; i < start[(k + 1) * 81]; i++) {
        if ((entries[i] & 15) > k || ((entries[i] >>> 4) & 15) > k) {
          throw new IllegalArgumentException(
              "not a Toguz endgame table: entry " + i + " gives more than its " + k + " stones");
        }
      }
    }
    return new ToguzEndgameTable(stones, entries);
  }

  @Override
  public String toString() {
    return "Toguz endgame table of " + stones + " stones (" + entries.length + " positions)";
  }
}
