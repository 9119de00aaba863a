package dev.tabula.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Game;
import dev.tabula.core.OpeningBook;
import dev.tabula.core.TimeLeft;
import dev.tabula.testkit.fixtures.TakeAway;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;

/**
 * {@link BookBuilder} and {@link SearchAgent#withBook}: the book holds exactly the positions its
 * definition names (checked against a walk over every line of play), each with the search's own
 * move, the same on any number of threads; a search with a book plays the book's move at once in
 * the book's positions and searches as before elsewhere.
 */
class OpeningBooksTest {
  private static final TakeAway TAKE = new TakeAway(2, 21);
  private static final TakeAway THREE = new TakeAway(3, 17);
  private static final TakeAway ROLLING = new TakeAway(2, 15, true);

  private static <S, M> SearchAgent<S, M> alphaBeta(int depth) {
    return AlphaBeta.<S, M>builder().depth(depth).build();
  }

  /**
   * The positions the book is documented to hold, by walking every line of play of fewer than
   * {@code plies} plies and keeping, per seat, those where that seat is to move and every move it
   * made so far is the book's.
   */
  private static <S, M> Set<S> expected(
      Game<S, M> game, OpeningBook<S, M> book, S s, int plies, int seat, boolean followed) {
    Set<S> out = new LinkedHashSet<>();
    if (plies == 0 || game.isTerminal(s) || !followed) {
      return out;
    }
    int mover = game.currentPlayer(s);
    if (mover == Game.CHANCE) {
      for (ChanceOutcome<M> o : game.chanceOutcomes(s)) {
        out.addAll(expected(game, book, game.apply(s, o.outcome()), plies - 1, seat, true));
      }
      return out;
    }
    if (mover == seat) {
      out.add(s);
    }
    for (M m : game.legalMoves(s)) {
      boolean still = mover != seat || book.lookup(s).orElseThrow().move().equals(m);
      out.addAll(expected(game, book, game.apply(s, m), plies - 1, seat, still));
    }
    return out;
  }

  private static <S, M> void holdsExactlyTheDefinedPositions(
      Game<S, M> game, SearchAgent<S, M> search, int plies) {
    BookBuilder<S, M> builder = BookBuilder.of(game, search).plies(plies);
    OpeningBook<S, M> book = builder.build();
    Set<S> want = new HashSet<>();
    for (int seat = 0; seat < game.numPlayers(); seat++) {
      want.addAll(expected(game, book, game.start(), plies, seat, true));
    }
    assertEquals(want, book.entries().keySet(), game.name() + " plies " + plies);
    assertTrue(builder.positionsAtMost() >= book.size());
    int i = 0;
    for (Map.Entry<S, OpeningBook.Entry<M>> e : book.entries().entrySet()) {
      SearchResult<M> r =
          search.search(
              game,
              e.getKey(),
              search.defaultBudget(),
              new SplittableRandom(dev.tabula.core.Seeds.derive(0, i++)));
      assertEquals(r.move(), e.getValue().move(), game.formatState(e.getKey()));
      assertEquals(Math.round(r.value() * 1000) / 1000.0, e.getValue().value(), 0.0);
      assertEquals(r.depth(), e.getValue().depth());
    }
  }

  @Test
  void build_holdsEachSeatsPositionsWhileItFollowsTheBook() {
    holdsExactlyTheDefinedPositions(TAKE, alphaBeta(3), 1);
    holdsExactlyTheDefinedPositions(TAKE, alphaBeta(3), 6);
    holdsExactlyTheDefinedPositions(THREE, Expectimax.builder().depth(2).build(), 5);
    holdsExactlyTheDefinedPositions(ROLLING, Expectimax.builder().depth(3).build(), 7);
  }

  @Test
  void build_sameBookOnAnyNumberOfThreads_andFromAGivenStart() {
    SearchAgent<TakeAway.State, Integer> mcts =
        Mcts.<TakeAway.State, Integer>builder().iterations(50).build();
    OpeningBook<TakeAway.State, Integer> one = BookBuilder.of(TAKE, mcts).plies(6).seed(7).build();
    assertEquals(one, BookBuilder.of(TAKE, mcts).plies(6).seed(7).threads(3).build());
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      assertEquals(
          one, BookBuilder.of(TAKE, mcts).plies(6).seed(7).threads(2).executor(pool).build());
    } finally {
      pool.shutdown();
    }
    TakeAway.State from = TAKE.parseState("9/1/3");
    OpeningBook<TakeAway.State, Integer> later =
        BookBuilder.of(TAKE, alphaBeta(2)).start(from).plies(2).comments("from 9").build();
    assertEquals(List.of(from), List.copyOf(later.entries().keySet()).subList(0, 1));
    assertEquals("from 9", later.comments());
  }

  @Test
  void build_refusesBadSettings_andPassesOnFailures() {
    BookBuilder<TakeAway.State, Integer> b = BookBuilder.of(TAKE, alphaBeta(2));
    assertThrows(IllegalArgumentException.class, () -> b.plies(0));
    assertThrows(IllegalArgumentException.class, () -> b.plies(21));
    assertThrows(IllegalArgumentException.class, () -> b.threads(0));
    assertThrows(IllegalArgumentException.class, () -> b.threads(1025));
    assertThrows(IllegalArgumentException.class, () -> b.start(TAKE.parseState("0/1/4")).build());
    SearchAgent<TakeAway.State, Integer> failing =
        new SearchAgent<>() {
          @Override
          public Budget defaultBudget() {
            return Budget.ofDepth(1);
          }

          @Override
          public SearchResult<Integer> search(
              Game<TakeAway.State, Integer> game,
              TakeAway.State state,
              Budget budget,
              java.util.random.RandomGenerator random) {
            if (state.pile() < 20) {
              throw new IllegalStateException("broken search");
            }
            return new SearchResult<>(1, 0, 1, 1, List.of(1), List.of(), Duration.ZERO);
          }
        };
    for (int threads : new int[] {1, 2}) {
      IllegalStateException e =
          assertThrows(
              IllegalStateException.class,
              () -> BookBuilder.of(TAKE, failing).plies(4).threads(threads).build());
      assertEquals("broken search", e.getMessage());
    }
    Thread.currentThread().interrupt();
    try {
      assertThrows(CancellationException.class, () -> b.plies(3).build());
    } finally {
      Thread.interrupted();
    }
  }

  @Test
  void withBook_playsTheBooksMoveAtOnce_andSearchesElsewhere() {
    SearchAgent<TakeAway.State, Integer> plain = alphaBeta(4);
    TakeAway.State start = TAKE.start();
    OpeningBook<TakeAway.State, Integer> book =
        OpeningBook.of(TAKE, "", Map.of(start, new OpeningBook.Entry<>(3, -0.5, 17)));
    SearchAgent<TakeAway.State, Integer> booked = plain.withBook(book);
    SplittableRandom random = new SplittableRandom(1);

    SearchResult<Integer> r = booked.search(TAKE, start, Budget.ofDepth(9), random);
    assertEquals(3, r.move());
    assertEquals(-0.5, r.value());
    assertEquals(0, r.iterations());
    assertEquals(17, r.depth());
    assertEquals(List.of(3), r.principalVariation());
    assertEquals(List.of(new SearchResult.RootMove<>(3, 0, -0.5, List.of(3))), r.rootMoves());
    assertEquals(3, booked.choose(TAKE, start, random));
    TimeLeft clock = new TimeLeft(Duration.ofMillis(5), Duration.ofMillis(5), Duration.ZERO);
    assertEquals(3, booked.chooseWithin(TAKE, start, random, clock));
    List<SearchResult<Integer>> told = new ArrayList<>();
    assertEquals(r.move(), booked.search(TAKE, start, Budget.ofDepth(9), random, told::add).move());
    assertEquals(r.move(), booked.search(TAKE, start, clock, random, told::add).move());
    assertEquals(2, told.size());

    TakeAway.State elsewhere = TAKE.apply(start, 1);
    SearchResult<Integer> searched = booked.search(TAKE, elsewhere, Budget.ofDepth(4), random);
    SearchResult<Integer> reference = plain.search(TAKE, elsewhere, Budget.ofDepth(4), random);
    assertEquals(reference.move(), searched.move());
    assertEquals(reference.value(), searched.value());
    assertEquals(reference.iterations(), searched.iterations());
    assertEquals(plain.defaultBudget(), booked.defaultBudget());

    // off the book every method is the search's own: the same moves, the same numbers drawn
    SearchAgent<TakeAway.State, Integer> mcts =
        Mcts.<TakeAway.State, Integer>builder().iterations(30).build();
    SearchAgent<TakeAway.State, Integer> bookedMcts = mcts.withBook(book);
    SplittableRandom a = new SplittableRandom(5);
    SplittableRandom b = new SplittableRandom(5);
    for (TakeAway.State s :
        List.of(elsewhere, TAKE.parseState("1/0/9"), TAKE.parseState("5/1/4"))) {
      assertEquals(mcts.choose(TAKE, s, a), bookedMcts.choose(TAKE, s, b));
      assertEquals(
          mcts.chooseWithin(TAKE, s, a, TimeLeft.UNLIMITED),
          bookedMcts.chooseWithin(TAKE, s, b, TimeLeft.UNLIMITED));
      assertEquals(a.nextLong(), b.nextLong(), TAKE.formatState(s));
    }

    assertSame(plain, booked.withoutBook());
    assertSame(plain, plain.withoutBook());
    OpeningBook<TakeAway.State, Integer> other =
        OpeningBook.of(TAKE, "", Map.of(start, new OpeningBook.Entry<>(1, 0, 1)));
    SearchAgent<TakeAway.State, Integer> replaced = booked.withBook(other);
    assertEquals(1, replaced.choose(TAKE, start, random));
    assertSame(plain, replaced.withoutBook());
    assertThrows(
        IllegalArgumentException.class,
        () -> booked.search(TAKE, TAKE.parseState("0/1/4"), Budget.ofDepth(1), random));
  }
}
