package dev.tabula.search;

import dev.tabula.core.Game;
import dev.tabula.core.OpeningBook;
import dev.tabula.core.TimeLeft;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;

/**
 * A search that plays an opening book's move where the book has the position and elsewhere is the
 * search it wraps, every method of it (so {@code choose} and {@code chooseWithin} keep the wrapped
 * search's own shortcuts, and a seeded game draws the same numbers): {@link SearchAgent#withBook}.
 */
final class BookSearch<S, M> implements SearchAgent<S, M> {
  private final SearchAgent<S, M> search;
  private final OpeningBook<S, M> book;

  BookSearch(SearchAgent<S, M> search, OpeningBook<S, M> book) {
    this.search = Objects.requireNonNull(search, "search");
    this.book = Objects.requireNonNull(book, "book");
  }

  /** The book's result for the position, or empty when the book does not have it. */
  private Optional<SearchResult<M>> fromBook(Game<S, M> game, S state) {
    Objects.requireNonNull(game, "game");
    Searches.mover(game, state);
    long start = System.nanoTime();
    return book.lookup(state)
        .map(
            e ->
                new SearchResult<>(
                    e.move(),
                    e.value(),
                    0,
                    e.depth(),
                    List.of(e.move()),
                    List.of(new SearchResult.RootMove<>(e.move(), 0, e.value(), List.of(e.move()))),
                    Duration.ofNanos(System.nanoTime() - start)));
  }

  @Override
  public Budget defaultBudget() {
    return search.defaultBudget();
  }

  @Override
  public SearchResult<M> search(Game<S, M> game, S state, Budget budget, RandomGenerator random) {
    Objects.requireNonNull(budget, "budget");
    Objects.requireNonNull(random, "random");
    return fromBook(game, state).orElseGet(() -> search.search(game, state, budget, random));
  }

  @Override
  public SearchResult<M> search(
      Game<S, M> game,
      S state,
      Budget budget,
      RandomGenerator random,
      Consumer<? super SearchResult<M>> progress) {
    Objects.requireNonNull(budget, "budget");
    Objects.requireNonNull(random, "random");
    return told(game, state, progress, () -> search.search(game, state, budget, random, progress));
  }

  @Override
  public SearchResult<M> search(
      Game<S, M> game,
      S state,
      TimeLeft time,
      RandomGenerator random,
      Consumer<? super SearchResult<M>> progress) {
    Objects.requireNonNull(time, "time");
    Objects.requireNonNull(random, "random");
    return told(game, state, progress, () -> search.search(game, state, time, random, progress));
  }

  /** The book's result, told to {@code progress} once, or else what {@code searched} gives. */
  private SearchResult<M> told(
      Game<S, M> game,
      S state,
      Consumer<? super SearchResult<M>> progress,
      Supplier<SearchResult<M>> searched) {
    Objects.requireNonNull(progress, "progress");
    Optional<SearchResult<M>> hit = fromBook(game, state);
    if (hit.isEmpty()) {
      return searched.get();
    }
    progress.accept(hit.get());
    return hit.get();
  }

  @Override
  public M choose(Game<S, M> game, S state, RandomGenerator random) {
    Objects.requireNonNull(random, "random");
    Optional<SearchResult<M>> hit = fromBook(game, state);
    return hit.isPresent() ? hit.get().move() : search.choose(game, state, random);
  }

  @Override
  public M chooseWithin(Game<S, M> game, S state, RandomGenerator random, TimeLeft time) {
    Objects.requireNonNull(random, "random");
    Objects.requireNonNull(time, "time");
    Optional<SearchResult<M>> hit = fromBook(game, state);
    return hit.isPresent() ? hit.get().move() : search.chooseWithin(game, state, random, time);
  }

  @Override
  public SearchAgent<S, M> withBook(OpeningBook<S, M> other) {
    return new BookSearch<>(search, other);
  }

  @Override
  public SearchAgent<S, M> withoutBook() {
    return search;
  }

  @Override
  public String toString() {
    return search + " with " + book;
  }
}
