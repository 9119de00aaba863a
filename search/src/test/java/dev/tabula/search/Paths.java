package dev.tabula.search;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Game;
import dev.tabula.core.GameResult;
import dev.tabula.core.NotationException;
import dev.tabula.core.Seeds;
import java.util.List;

/**
 * A test game that plays another and remembers the path in its states: a state is the other game's
 * state and a 64-bit mix of the action ids played to reach it, so that two paths reach equal states
 * only by a hash collision. A search tree of this game has no transpositions: the one node with a
 * state is the one on its path. Position notation: the other game's, then {@code #} and the path in
 * hex.
 *
 * @param <S> the other game's state type
 * @param <M> the move type
 */
final class Paths<S, M> implements Game<Paths.State<S>, M> {
  private final Game<S, M> game;

  /**
   * A state.
   *
   * @param inner the other game's state
   * @param path the mix of the action ids played from the start
   */
  record State<S>(S inner, long path) {}

  Paths(Game<S, M> game) {
    this.game = game;
  }

  @Override
  public String name() {
    return game.name() + "-paths";
  }

  @Override
  public int numPlayers() {
    return game.numPlayers();
  }

  @Override
  public boolean isZeroSum() {
    return game.isZeroSum();
  }

  @Override
  public int maxChanceOutcomes() {
    return game.maxChanceOutcomes();
  }

  @Override
  public State<S> start() {
    return new State<>(game.start(), 0);
  }

  @Override
  public int currentPlayer(State<S> s) {
    return game.currentPlayer(s.inner());
  }

  @Override
  public List<M> legalMoves(State<S> s) {
    return game.legalMoves(s.inner());
  }

  @Override
  public List<ChanceOutcome<M>> chanceOutcomes(State<S> s) {
    return game.chanceOutcomes(s.inner());
  }

  @Override
  public State<S> apply(State<S> s, M move) {
    long path = Seeds.mix64(s.path() * 31 + game.actionId(s.inner(), move) + 1);
    return new State<>(game.apply(s.inner(), move), path);
  }

  @Override
  public int numDistinctActions() {
    return game.numDistinctActions();
  }

  @Override
  public int maxLegalActions() {
    return game.maxLegalActions();
  }

  @Override
  public int actionId(State<S> s, M move) {
    return game.actionId(s.inner(), move);
  }

  @Override
  public M move(State<S> s, int actionId) {
    return game.move(s.inner(), actionId);
  }

  @Override
  public long hash(State<S> s) {
    return game.hash(s.inner()) ^ s.path();
  }

  @Override
  public GameResult result(State<S> s) {
    return game.result(s.inner());
  }

  @Override
  public int maxGameLength() {
    return game.maxGameLength();
  }

  @Override
  public String formatState(State<S> s) {
    return game.formatState(s.inner()) + "#" + Long.toHexString(s.path());
  }

  @Override
  public State<S> parseState(CharSequence text) {
    String t = text.toString();
    int hash = t.lastIndexOf('#');
    if (hash < 0) {
      throw new NotationException(t, t.length(), "'#' and the path");
    }
    try {
      return new State<>(
          game.parseState(t.substring(0, hash)), Long.parseUnsignedLong(t.substring(hash + 1), 16));
    } catch (NumberFormatException e) {
      throw new NotationException(t, hash + 1, "the path in hex");
    }
  }

  @Override
  public String formatMove(State<S> s, M move) {
    return game.formatMove(s.inner(), move);
  }

  @Override
  public M parseMove(State<S> s, CharSequence text) {
    return game.parseMove(s.inner(), text);
  }
}
