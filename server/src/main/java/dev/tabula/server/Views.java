package dev.tabula.server;

import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/** What the API answers, as Jackson writes it: docs/server.md describes every field. */
final class Views {
  private Views() {}

  /** A move played: by a seat, or a chance outcome (seat -1). */
  record MoveView(int ply, int seat, String move, String text) {}

  /** A legal move: its action id and notation. */
  record LegalView(int id, String move) {}

  /** A seat: who sits there. */
  record SeatView(int seat, String name, String kind, @Nullable String bot, boolean taken) {}

  /** How the game ended. */
  record ResultView(String token, String text, List<Long> scores, @Nullable String termination) {}

  /** A game as it stands. */
  record StateView(
      String id,
      String game,
      Map<String, String> options,
      long seed,
      long version,
      int ply,
      String position,
      @Nullable Integer toMove,
      boolean over,
      List<LegalView> legal,
      List<MoveView> moves,
      List<SeatView> seats,
      @Nullable ResultView result,
      boolean thinking,
      @Nullable String picture) {}

  /** The answer to creating a game or joining a seat. */
  record SeatGrant(String id, int seat, @Nullable String token, StateView state) {}

  /** A setup option of a game. */
  record OptionView(String name, String description, @Nullable String defaultValue) {}

  /** A game the server offers. */
  record GameView(
      String name,
      String description,
      int players,
      List<OptionView> options,
      List<String> bots,
      String defaultBot) {}

  /** The server's limits. */
  record LimitsView(
      int maxGames,
      long idleTimeoutSeconds,
      long maxBodyBytes,
      long maxThinkMillis,
      int botThreads,
      int maxWatchers) {}

  /** What the server offers. */
  record ServerView(List<GameView> games, List<String> bots, LimitsView limits, int open) {}

  /** An error. */
  record ErrorView(int status, String error) {}
}
