package dev.tabula.search;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Game;
import dev.tabula.core.GameResult;
import java.util.List;

/** A game that forwards everything to another: tests override one method to break or slow it. */
class Delegating<S, M> implements Game<S, M> {
  private final Game<S, M> game;

  Delegating(Game<S, M> game) {
    this.game = game;
  }

  @Override
  public String name() {
    return game.name();
  }

  @Override
  public int numPlayers() {
    return game.numPlayers();
  }

  @Override
  public S start() {
    return game.start();
  }

  @Override
  public int currentPlayer(S state) {
    return game.currentPlayer(state);
  }

  @Override
  public List<M> legalMoves(S state) {
    return game.legalMoves(state);
  }

  @Override
  public List<ChanceOutcome<M>> chanceOutcomes(S state) {
    return game.chanceOutcomes(state);
  }

  @Override
  public S apply(S state, M move) {
    return game.apply(state, move);
  }

  @Override
  public int numDistinctActions() {
    return game.numDistinctActions();
  }

  @Override
  public int actionId(S state, M move) {
    return game.actionId(state, move);
  }

  @Override
  public M move(S state, int actionId) {
    return game.move(state, actionId);
  }

  @Override
  public int legalActions(S state, int[] buffer) {
    return game.legalActions(state, buffer);
  }

  @Override
  public int maxLegalActions() {
    return game.maxLegalActions();
  }

  @Override
  public S applyAction(S state, int actionId) {
    return game.applyAction(state, actionId);
  }

  @Override
  public long hash(S state) {
    return game.hash(state);
  }

  @Override
  public GameResult result(S state) {
    return game.result(state);
  }

  @Override
  public int maxGameLength() {
    return game.maxGameLength();
  }

  @Override
  public String formatState(S state) {
    return game.formatState(state);
  }

  @Override
  public S parseState(CharSequence text) {
    return game.parseState(text);
  }

  @Override
  public String formatMove(S state, M move) {
    return game.formatMove(state, move);
  }

  @Override
  public M parseMove(S state, CharSequence text) {
    return game.parseMove(state, text);
  }
}
