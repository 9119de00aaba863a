package dev.tabula.search;

import com.google.errorprone.annotations.CheckReturnValue;
import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Game;
import dev.tabula.core.OpeningBook;
import dev.tabula.core.Seeds;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.IntConsumer;
import org.jspecify.annotations.Nullable;

/**
 * Builds an {@link OpeningBook} by searching the positions nearest the start. The book answers for
 * every seat as long as that seat has followed it: it holds each position within the first {@link
 * #plies} plies in which the player to move has so far played only the book's moves (whatever the
 * other players played), with the move a search chose there. From the start every position is
 * searched; a seat's move that is not the book's drops the positions after it from that seat's part
 * of the book. So for Toguz with 6 plies the book has White's first three moves against every reply
 * (1 + 9 + 81 positions) and Black's first three against every White move that follows the book (9
 * + 81 + 729), fewer where moves transpose. Chance outcomes are all followed and count as plies.
 *
 * <pre>{@code
 * OpeningBook<ToguzState, ToguzMove> book =
 *     BookBuilder.of(game, AlphaBeta.<ToguzState, ToguzMove>builder().depth(12).build())
 *         .plies(6)
 *         .build();
 * }</pre>
 *
 * <p>Each position is searched with the search's {@linkplain SearchAgent#defaultBudget() own
 * budget} and a generator seeded from the {@linkplain #seed seed} and the position's place in the
 * book ({@link Seeds#derive}), so a deterministic search (alpha-beta to a fixed depth on one
 * thread) gives the same book on any number of threads. The book's values are the searches' rounded
 * to three decimals. Immutable: the setters return a changed copy.
 *
 * @param <S> the state type
 * @param <M> the move type
 * @since 0.2.0
 */
@CheckReturnValue
public final class BookBuilder<S, M> {
  private final Game<S, M> game;
  private final SearchAgent<S, M> search;
  private final S start;
  private final int plies;
  private final int threads;
  private final @Nullable Executor executor;
  private final long seed;
  private final String comments;

  private BookBuilder(
      Game<S, M> game,
      SearchAgent<S, M> search,
      S start,
      int plies,
      int threads,
      @Nullable Executor executor,
      long seed,
      String comments) {
    this.game = game;
    this.search = search;
    this.start = start;
    this.plies = plies;
    this.threads = threads;
    this.executor = executor;
    this.seed = seed;
    this.comments = comments;
  }

  /**
   * A builder of a book for the game's {@linkplain Game#start() start}, 4 plies, one thread, seed
   * 0, no comments.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param game the game
   * @param search the search that chooses the book's moves; a search {@linkplain
   *     SearchAgent#withBook with a book} searches without it
   * @return the builder
   */
  public static <S, M> BookBuilder<S, M> of(Game<S, M> game, SearchAgent<S, M> search) {
    Objects.requireNonNull(game, "game");
    return new BookBuilder<>(
        game,
        Objects.requireNonNull(search, "search").withoutBook(),
        game.start(),
        4,
        1,
        null,
        0,
        "");
  }

  /**
   * Sets the position the book starts from.
   *
   * @param start a state of the game
   * @return a copy with the start
   */
  public BookBuilder<S, M> start(S start) {
    Objects.requireNonNull(start, "start");
    return new BookBuilder<>(game, search, start, plies, threads, executor, seed, comments);
  }

  /**
   * Sets how many plies from the start the book covers.
   *
   * @param plies 1 to 20
   * @return a copy with the plies
   * @throws IllegalArgumentException if out of range
   */
  public BookBuilder<S, M> plies(int plies) {
    if (plies < 1 || plies > 20) {
      throw new IllegalArgumentException("plies must be from 1 to 20, got " + plies);
    }
    return new BookBuilder<>(game, search, start, plies, threads, executor, seed, comments);
  }

  /**
   * Sets how many positions are searched at once, on the executor.
   *
   * @param threads 1 to 1024
   * @return a copy with the threads
   * @throws IllegalArgumentException if out of range
   */
  public BookBuilder<S, M> threads(int threads) {
    if (threads < 1 || threads > 1024) {
      throw new IllegalArgumentException("threads must be from 1 to 1024, got " + threads);
    }
    return new BookBuilder<>(game, search, start, plies, threads, executor, seed, comments);
  }

  /**
   * Sets where the searches run when there is more than one thread; by default each on a new
   * thread.
   *
   * @param executor the executor
   * @return a copy with the executor
   */
  public BookBuilder<S, M> executor(Executor executor) {
    Objects.requireNonNull(executor, "executor");
    return new BookBuilder<>(game, search, start, plies, threads, executor, seed, comments);
  }

  /**
   * Sets the seed the searches' generators are derived from.
   *
   * @param seed the seed
   * @return a copy with the seed
   */
  public BookBuilder<S, M> seed(long seed) {
    return new BookBuilder<>(game, search, start, plies, threads, executor, seed, comments);
  }

  /**
   * Sets what the book says it is ({@link OpeningBook#comments()}), such as the command that built
   * it.
   *
   * @param comments lines separated by line feeds, without carriage returns
   * @return a copy with the comments
   */
  public BookBuilder<S, M> comments(String comments) {
    Objects.requireNonNull(comments, "comments");
    return new BookBuilder<>(game, search, start, plies, threads, executor, seed, comments);
  }

  /**
   * Returns the most positions the book for these settings can hold, counted without searching: at
   * each of a seat's own positions the largest part after any of its moves, since the book's move
   * is not known yet. {@link #build()} never holds more; where moves transpose, or the book's moves
   * lead to smaller parts, it holds fewer. It walks every line of the first {@link #plies} plies,
   * so it takes as long as a perft of that depth.
   *
   * @return an upper bound of the book's size
   */
  public long positionsAtMost() {
    // every position in a seat's part: the other seats' moves branch, its own do not
    long total = 0;
    for (int seat = 0; seat < game.numPlayers(); seat++) {
      total += count(start, 0, seat);
    }
    return total;
  }

  private long count(S s, int ply, int seat) {
    if (ply >= plies || game.isTerminal(s)) {
      return 0;
    }
    int mover = game.currentPlayer(s);
    long n = 0;
    if (mover == Game.CHANCE) {
      for (ChanceOutcome<M> o : game.chanceOutcomes(s)) {
        n += count(game.apply(s, o.outcome()), ply + 1, seat);
      }
    } else if (mover == seat) {
      // the book's move is not known before searching: the largest part after any move
      long most = 0;
      for (M m : game.legalMoves(s)) {
        most = Math.max(most, count(game.apply(s, m), ply + 1, seat));
      }
      n = 1 + most;
    } else {
      for (M m : game.legalMoves(s)) {
        n += count(game.apply(s, m), ply + 1, seat);
      }
    }
    return n;
  }

  /**
   * Searches the positions and makes the book.
   *
   * @return the book
   * @throws IllegalArgumentException if the start is over
   * @throws CancellationException if the thread was interrupted (the searches stop)
   */
  public OpeningBook<S, M> build() {
    return build(done -> {});
  }

  /**
   * Searches the positions and makes the book, telling how many positions have been searched as
   * they finish (from the searching threads, one at a time).
   *
   * @param searched receives the positions searched so far
   * @return the book
   * @throws IllegalArgumentException if the start is over
   * @throws CancellationException if the thread was interrupted (the searches stop)
   */
  public OpeningBook<S, M> build(IntConsumer searched) {
    Objects.requireNonNull(searched, "searched");
    if (game.isTerminal(start)) {
      throw new IllegalArgumentException("the start is over: " + game.formatState(start));
    }
    int everyone = (1 << game.numPlayers()) - 1;
    Map<S, Integer> level = new LinkedHashMap<>();
    level.put(start, everyone);
    Map<S, OpeningBook.Entry<M>> entries = new LinkedHashMap<>();
    int[] done = {0};
    for (int ply = 0; ply < plies && !level.isEmpty(); ply++) {
      List<S> toSearch = new ArrayList<>();
      for (Map.Entry<S, Integer> e : level.entrySet()) {
        int mover = game.currentPlayer(e.getKey());
        if (mover >= 0 && (e.getValue() & (1 << mover)) != 0) {
          toSearch.add(e.getKey());
        }
      }
      List<OpeningBook.Entry<M>> found = searchAll(toSearch, entries.size(), searched, done);
      Map<S, OpeningBook.Entry<M>> chosen = new LinkedHashMap<>();
      for (int i = 0; i < toSearch.size(); i++) {
        chosen.put(toSearch.get(i), found.get(i));
        entries.put(toSearch.get(i), found.get(i));
      }
      level = next(level, chosen);
    }
    return OpeningBook.of(game, comments, entries);
  }

  /** The positions one ply further, each with the seats whose part of the book it is in. */
  private Map<S, Integer> next(Map<S, Integer> level, Map<S, OpeningBook.Entry<M>> chosen) {
    Map<S, Integer> next = new LinkedHashMap<>();
    for (Map.Entry<S, Integer> e : level.entrySet()) {
      S s = e.getKey();
      int owners = e.getValue();
      int mover = game.currentPlayer(s);
      if (mover == Game.CHANCE) {
        for (ChanceOutcome<M> o : game.chanceOutcomes(s)) {
          add(next, game.apply(s, o.outcome()), owners);
        }
        continue;
      }
      OpeningBook.Entry<M> entry = chosen.get(s);
      for (M m : game.legalMoves(s)) {
        int stay = entry != null && !entry.move().equals(m) ? owners & ~(1 << mover) : owners;
        if (stay != 0) {
          add(next, game.apply(s, m), stay);
        }
      }
    }
    return next;
  }

  private void add(Map<S, Integer> next, S s, int owners) {
    if (!game.isTerminal(s)) {
      next.merge(s, owners, (a, b) -> a | b);
    }
  }

  /** The entries of the positions, searched on up to {@code threads} threads at once. */
  private List<OpeningBook.Entry<M>> searchAll(
      List<S> positions, int first, IntConsumer searched, int[] done) {
    AtomicReferenceArray<OpeningBook.Entry<M>> found = new AtomicReferenceArray<>(positions.size());
    AtomicInteger next = new AtomicInteger();
    AtomicBoolean stop = new AtomicBoolean();
    AtomicBoolean interrupted = new AtomicBoolean();
    Thread caller = Thread.currentThread();
    Runnable worker =
        () -> {
          try {
            for (int i = next.getAndIncrement();
                i < positions.size() && !stop.get();
                i = next.getAndIncrement()) {
              if (Thread.currentThread() == caller && caller.isInterrupted()) {
                interrupted.set(true);
                stop.set(true);
                return;
              }
              found.set(i, entry(positions.get(i), first + i));
              synchronized (done) {
                searched.accept(++done[0]);
              }
            }
          } catch (RuntimeException | Error e) {
            stop.set(true);
            throw e;
          }
        };
    int helpers = Math.min(threads, positions.size()) - 1;
    List<CompletableFuture<Void>> running = new ArrayList<>();
    for (int h = 0; h < helpers; h++) {
      running.add(
          CompletableFuture.runAsync(
              worker, executor != null ? executor : r -> new Thread(r, "book-search").start()));
    }
    @Nullable RuntimeException failure = null;
    try {
      worker.run();
    } catch (RuntimeException e) {
      failure = e;
    }
    for (CompletableFuture<Void> f : running) {
      try {
        f.join();
      } catch (CompletionException | CancellationException e) {
        if (failure == null) {
          failure = e.getCause() instanceof RuntimeException r ? r : e;
        }
      }
    }
    if (failure != null) {
      throw failure;
    }
    if (interrupted.get()) {
      throw new CancellationException("interrupted");
    }
    List<OpeningBook.Entry<M>> out = new ArrayList<>();
    for (int i = 0; i < positions.size(); i++) {
      out.add(Objects.requireNonNull(found.get(i)));
    }
    return out;
  }

  private OpeningBook.Entry<M> entry(S state, int index) {
    SearchResult<M> r =
        search.search(
            game, state, search.defaultBudget(), new SplittableRandom(Seeds.derive(seed, index)));
    double value = Math.max(-1, Math.min(1, Math.round(r.value() * 1000) / 1000.0));
    return new OpeningBook.Entry<>(r.move(), value, r.depth());
  }
}
