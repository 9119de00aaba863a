package dev.tabula.toguz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.EndgameTable;
import dev.tabula.search.AlphaBeta;
import dev.tabula.search.SearchResult;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ToguzEndgameTableTest {
  private static final ToguzGame GAME = ToguzGame.standard();

  /** Small enough to solve in a test, large enough for tuzdyks, captures, sweeps and cycles. */
  private static final int STONES = 5;

  private static final ToguzEndgameTable TABLE = ToguzEndgameTable.generate(STONES);

  /**
   * The table's result of random positions with 1..5 stones on the board (random tuzdyks, stores
   * and side) is the one an exhaustive search of every position reachable from them finds, run on
   * the test's own naive rules ({@link ReferenceToguz}) with the real stores: a position is won if
   * a move leads to a lost one, lost if every move leads to a won one, until nothing changes; what
   * is left neither side can force.
   */
  @Test
  void probe_agreesWithAnExhaustiveSearchOfTheReachablePositions() {
    long seed = 20261206L;
    SplittableRandom random = new SplittableRandom(seed);
    int[] seen = new int[3];
    for (int i = 0; i < 300; i++) {
      ToguzState s = randomPosition(random, 1 + random.nextInt(STONES));
      int expected = solved(s);
      int probed = TABLE.probe(s);
      assertEquals(
          expected,
          probed,
          "seed " + seed + ", position " + i + ": " + s + " (table " + probed + ")");
      seen[expected + 1]++;
    }
    // every result occurs among the positions
    assertTrue(seen[0] > 20 && seen[1] > 20 && seen[2] > 20, Arrays.toString(seen));
  }

  @Test
  void probe_unknownBeyondTheTableAndForFinishedGames() {
    assertEquals(EndgameTable.UNKNOWN, TABLE.probe(ToguzState.start()));
    // six stones on the board
    ToguzState six = Positions.pos(Positions.only(1, 6), Positions.row(), 78, 0, 0, 0);
    assertEquals(EndgameTable.UNKNOWN, TABLE.probe(six));
    assertTrue(ToguzEndgameTable.generate(6).probe(six) != EndgameTable.UNKNOWN);
    // a store of 82: over
    ToguzState over = Positions.pos(Positions.only(1, 2), Positions.only(1, 1), 82, 0, 0, 0);
    assertEquals(EndgameTable.UNKNOWN, TABLE.probe(over));
  }

  @Test
  void sureStones_examples() {
    // one stone in each player's hole 9: the game can go round for ever without a capture
    // (docs/rules/toguz.md), but White's moves are forced and Black, who may play either stone
    // once White's has landed, can make sure of both stones: a loss for White
    ToguzState cycle = ToguzState.parse("1S,8/8,1S 80 80 S 1");
    assertArrayEquals(new int[] {0, 2}, TABLE.sureStones(cycle));
    assertEquals(-1, TABLE.probe(cycle));
    assertEquals(-1, solved(cycle));
    // White's last stone from hole 9 lands in Black's hole 1, which holds 1: 2, captured; Black
    // then has nothing and White sweeps its own hole
    ToguzState capture = Positions.pos(Positions.only(9, 1), Positions.only(1, 1), 80, 0, 0, 0);
    assertArrayEquals(new int[] {2, 0}, TABLE.sureStones(capture));
    assertEquals(1, TABLE.probe(capture));
    assertEquals(1, solved(capture));
  }

  @Test
  void size_countsEveryWayOfEveryTuzdykPair() {
    // no stones: one position per possible pair (73); one stone: 18, 17 or 16 holes
    assertEquals(73, ToguzEndgameTable.size(0));
    assertEquals(73 + 18 + 16 * 17 + 56 * 16, ToguzEndgameTable.size(1));
    assertEquals(5_928_076, ToguzEndgameTable.size(6));
  }

  @Test
  void generate_refusesSizesOutOfRange() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> ToguzEndgameTable.generate(10));
    assertEquals("an endgame table covers 0..9 stones, not 10", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> ToguzEndgameTable.generate(-1));
  }

  @Test
  void writeAndRead_roundTrip() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    TABLE.write(out);
    byte[] bytes = out.toByteArray();
    assertTrue(
        new String(bytes, 0, 31, StandardCharsets.US_ASCII)
            .startsWith("tabula-toguz-endgame-table 1 5\n"));
    ToguzEndgameTable back = ToguzEndgameTable.read(new ByteArrayInputStream(bytes));
    assertEquals(STONES, back.stones());
    ByteArrayOutputStream again = new ByteArrayOutputStream();
    back.write(again);
    assertArrayEquals(bytes, again.toByteArray());
  }

  @Test
  void read_refusesWhatIsNotATable() throws IOException {
    assertEquals(
        "not a Toguz endgame table: expected a first line 'tabula-toguz-endgame-table 1 STONES'",
        readError("hello".getBytes(StandardCharsets.US_ASCII)));
    assertEquals(
        "not a Toguz endgame table: expected a first line 'tabula-toguz-endgame-table 1 STONES'"
            + " with STONES 0..9, got 'tabula-toguz-endgame-table 1 x'",
        readError("tabula-toguz-endgame-table 1 x\n".getBytes(StandardCharsets.US_ASCII)));
    assertEquals(
        "not a Toguz endgame table: the entries are not gzipped (Not in GZIP format)",
        readError("tabula-toguz-endgame-table 1 2\nplain".getBytes(StandardCharsets.US_ASCII)));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ToguzEndgameTable.generate(2).write(out);
    byte[] two = out.toByteArray();
    byte[] claimsThree = two.clone();
    claimsThree[29] = '3';
    assertTrue(readError(claimsThree).startsWith("not a Toguz endgame table: fewer than the"));
  }

  private static String readError(byte[] bytes) {
    return assertThrows(
            IllegalArgumentException.class,
            () -> ToguzEndgameTable.read(new ByteArrayInputStream(bytes)))
        .getMessage();
  }

  @Test
  void shipped_isTheTableOfSixStones_thatItsCommandMakes() throws IOException {
    EndgameTable<ToguzState> shipped = ToguzGame.standard().endgameTable().orElseThrow();
    ByteArrayOutputStream want = new ByteArrayOutputStream();
    ToguzEndgameTable.generate(6).write(want);
    ByteArrayOutputStream got = new ByteArrayOutputStream();
    shipped.write(got);
    assertArrayEquals(want.toByteArray(), got.toByteArray());
    assertEquals("Toguz endgame table of 6 stones (5928076 positions)", shipped.toString());
  }

  /**
   * Alpha-beta told to use the table scores the positions it holds by the table's result, as it
   * scores a game won, lost or drawn there.
   */
  @Test
  void alphaBeta_takesTheTablesResultsForThePositionsItHolds() {
    long seed = 7;
    SplittableRandom random = new SplittableRandom(seed);
    AlphaBeta<ToguzState, ToguzMove> search =
        AlphaBeta.<ToguzState, ToguzMove>builder()
            .depth(1)
            .exactRootValues(true)
            .endgameTable(TABLE)
            .build();
    int checked = 0;
    for (int i = 0; i < 800; i++) {
      ToguzState root = randomPosition(random, 6 + random.nextInt(3));
      SearchResult<ToguzMove> r =
          search.search(GAME, root, search.defaultBudget(), new SplittableRandom(1));
      for (SearchResult.RootMove<ToguzMove> m : r.rootMoves()) {
        ToguzState child = GAME.apply(root, m.move());
        int probed = TABLE.probe(child);
        if (probed != EndgameTable.UNKNOWN) {
          // a finished game's score one ply from the root: a win a ply away is 1 - 2^-20
          assertEquals(
              -probed * (1 - 0x1p-20),
              m.value(),
              0.0,
              "seed " + seed + ", " + root + " then " + m.move());
          checked++;
        }
      }
    }
    assertTrue(checked > 50, "moves into the table: " + checked);
  }

  /** A root the table holds is searched as without the table: same move, value and nodes. */
  @Test
  void alphaBeta_searchesARootTheTableHoldsAsWithoutIt() {
    SplittableRandom random = new SplittableRandom(8);
    AlphaBeta.Builder<ToguzState, ToguzMove> b =
        AlphaBeta.<ToguzState, ToguzMove>builder().depth(5);
    AlphaBeta<ToguzState, ToguzMove> with = b.endgameTable(TABLE).build();
    AlphaBeta<ToguzState, ToguzMove> without = b.build();
    for (int i = 0; i < 20; i++) {
      ToguzState root = randomPosition(random, 1 + random.nextInt(STONES));
      SearchResult<ToguzMove> x =
          with.search(GAME, root, with.defaultBudget(), new SplittableRandom(1));
      SearchResult<ToguzMove> y =
          without.search(GAME, root, without.defaultBudget(), new SplittableRandom(1));
      assertEquals(y.move(), x.move(), root.toString());
      assertEquals(y.value(), x.value(), 0.0, root.toString());
      assertEquals(y.iterations(), x.iterations(), root.toString());
    }
  }

  // ---------------------------------------------------------------- helpers

  /** A position of a game with k stones on the board, the side to move having some. */
  private static ToguzState randomPosition(SplittableRandom random, int k) {
    while (true) {
      int whiteTuzdyk = random.nextInt(3) == 0 ? 0 : 1 + random.nextInt(8);
      int blackTuzdyk = random.nextInt(3) == 0 ? 0 : 1 + random.nextInt(8);
      if (whiteTuzdyk != 0 && whiteTuzdyk == blackTuzdyk) {
        continue;
      }
      int[] white = new int[9];
      int[] black = new int[9];
      for (int i = 0; i < k; i++) {
        int p = random.nextInt(18);
        if (p < 9 ? p + 1 == blackTuzdyk : p - 8 == whiteTuzdyk) {
          i--;
          continue;
        }
        if (p < 9) {
          white[p]++;
        } else {
          black[p - 9]++;
        }
      }
      int side = random.nextInt(2);
      if (Arrays.stream(side == 0 ? white : black).sum() == 0) {
        continue;
      }
      int whiteStore = 81 - k + random.nextInt(k + 1);
      return Positions.pos(white, black, whiteStore, whiteTuzdyk, blackTuzdyk, side);
    }
  }

  /** The result for the side to move, by the exhaustive search of the reachable positions. */
  private static int solved(ToguzState s) {
    int[] root = ReferenceToguz.of(s);
    root[23] = 0;
    Map<List<Integer>, Integer> index = new HashMap<>();
    List<int[]> states = new ArrayList<>();
    List<int[]> children = new ArrayList<>();
    ArrayDeque<int[]> todo = new ArrayDeque<>();
    index.put(key(root), 0);
    states.add(root);
    todo.add(root);
    while (!todo.isEmpty()) {
      int[] a = todo.poll();
      int[] next = new int[9];
      int n = 0;
      if (!ReferenceToguz.over(a)) {
        for (int h = 1; h <= 9; h++) {
          if (a[a[22] * 9 + h - 1] > 0) {
            int[] b = ReferenceToguz.play(a, h);
            b[23] = 0;
            Integer at = index.get(key(b));
            if (at == null) {
              at = states.size();
              index.put(key(b), at);
              states.add(b);
              todo.add(b);
            }
            next[n++] = at;
          }
        }
      }
      children.add(Arrays.copyOf(next, n));
    }
    // result for the side to move: 1, -1, or 0 while unknown
    int[] result = new int[states.size()];
    for (int i = 0; i < result.length; i++) {
      int[] a = states.get(i);
      if (ReferenceToguz.over(a)) {
        int me = a[18 + a[22]];
        int them = a[19 - a[22]];
        result[i] = Integer.compare(me, them);
      }
    }
    for (boolean changed = true; changed; ) {
      changed = false;
      for (int i = 0; i < result.length; i++) {
        int[] next = children.get(i);
        if (result[i] != 0 || next.length == 0) {
          continue;
        }
        boolean win = false;
        boolean loss = true;
        for (int c : next) {
          win |= result[c] == -1;
          loss &= result[c] == 1;
        }
        if (win || loss) {
          result[i] = win ? 1 : -1;
          changed = true;
        }
      }
    }
    return result[0];
  }

  private static List<Integer> key(int[] a) {
    return Arrays.stream(a).boxed().toList();
  }
}
