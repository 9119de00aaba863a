package dev.tabula.match;

import dev.tabula.core.Game;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A match's statistics as text, as {@code tabula match} prints them: the one {@linkplain #header
 * header} line, the {@linkplain #live live} standing and the {@linkplain #text summary}. Stateless.
 */
public final class MatchSummary {
  private MatchSummary() {}

  /**
   * Returns the first line of the summary: the game, the bots, the planned games, openings and
   * rotations, the threads and the seed, e.g. {@code toguz: mcts:1000 vs random, 100 games (50
   * openings x 2 seats), 2 threads, seed 7}.
   *
   * @param match the match
   * @return the line, without a line break
   */
  public static String header(Match<?, ?> match) {
    Game<?, ?> game = match.game();
    int n = game.numPlayers();
    long planned = match.plannedGames();
    return game.name()
        + (n == 2 ? "" : " (" + n + " players)")
        + ": "
        + String.join(" vs ", names(match))
        + ", "
        + count(planned, "game")
        + " ("
        + count(planned / n, "opening")
        + " x "
        + (n == 2 ? "2 seats" : n + " rotations")
        + "), "
        + count(match.concurrency(), "thread")
        + (match.clock() == null ? "" : ", clock " + match.clock().tag())
        + ", seed "
        + match.seed();
  }

  private static List<String> names(Match<?, ?> match) {
    List<String> names = new ArrayList<>();
    for (Bot<?, ?> b : match.bots()) {
      names.add(b.name());
    }
    return names;
  }

  /**
   * Returns the one-line standing shown while a match runs: the games so far and, for two bots, the
   * first bot's score, Elo ({@link MatchResult#elo()}) and LLR; for more, every bot's mean place.
   *
   * @param r the standing so far
   * @return the line, without a line break
   */
  public static String live(MatchResult r) {
    StringBuilder sb = new StringBuilder();
    sb.append("games ").append(r.games()).append('/').append(r.plannedGames());
    if (r.bots().size() == 2) {
      Score sc = r.standings().score(0, 1);
      sb.append(
          String.format(
              Locale.ROOT,
              "  %s %d-%d-%d (%.1f%%)  Elo %s",
              r.bots().get(0),
              sc.wins(),
              sc.draws(),
              sc.losses(),
              100 * sc.fraction(),
              r.elo()));
      if (r.sprt() != null && !Double.isNaN(r.llr())) {
        sb.append(String.format(Locale.ROOT, "  LLR %.2f", r.llr()));
      }
    } else {
      for (int b = 0; b < r.bots().size(); b++) {
        sb.append(
            String.format(Locale.ROOT, "  %s %.2f", r.bots().get(b), r.standings().meanPlace(b)));
      }
    }
    return sb.toString();
  }

  /**
   * Returns the summary of a match, lines each ending with a line break: the {@link #header}, the
   * status when the match did not finish, then for two bots the score, the Elo difference with its
   * 95% interval ({@link MatchResult#elo()}), the likelihood of superiority, the draw ratio, the
   * pairs and the SPRT; for more bots each bot's mean place, firsts and pairwise scores and the
   * pairwise Elo differences ({@link Score#elo()} of {@link Standings#score(int, int)}); last, the
   * games lost by misbehaving. Elo estimates are written by {@link EloEstimate#toString()}, e.g.
   * {@code +35.2 (95% interval +15.1 to +55.7)}. The same match and result give the same text.
   *
   * @param match the match (its game, bots, planned games, threads and seed)
   * @param r its result, or the sum of its shards' ({@link MatchResult#plus})
   * @return the summary
   */
  public static String text(Match<?, ?> match, MatchResult r) {
    StringBuilder sb = new StringBuilder();
    sb.append(header(match)).append('\n');
    switch (r.status()) {
      case FINISHED -> {}
      case SPRT_STOPPED ->
          sb.append("stopped by the SPRT after ").append(count(r.games(), "game")).append('\n');
      case INTERRUPTED ->
          sb.append("interrupted after ").append(count(r.games(), "game")).append('\n');
      case BOT_FAILED ->
          sb.append("stopped after ")
              .append(count(r.games(), "game"))
              .append(": a bot failed to start in ")
              .append(count(match.maxHandshakeFailures(), "game"))
              .append(" in a row\n");
      case RUNNING -> sb.append("still running\n");
    }
    Standings st = r.standings();
    int n = r.bots().size();
    if (n == 2) {
      Score sc = st.score(0, 1);
      sb.append(r.bots().get(0))
          .append(" vs ")
          .append(r.bots().get(1))
          .append(": ")
          .append(count(sc.games(), "game"))
          .append(", ")
          .append(count(sc.wins(), "win"))
          .append(", ")
          .append(count(sc.draws(), "draw"))
          .append(", ")
          .append(count(sc.losses(), "loss", "losses"))
          .append(String.format(Locale.ROOT, ", score %.1f%%%n", 100 * sc.fraction()));
      sb.append("Elo difference: ")
          .append(r.elo())
          .append(
              String.format(
                  Locale.ROOT,
                  ", LOS %.1f%%, draw ratio %.1f%%%n",
                  100 * sc.los(),
                  100 * sc.drawRatio()));
      sb.append("pairs by points 0, 1/2, 1, 3/2, 2: ").append(r.pairs()).append('\n');
      Sprt t = r.sprt();
      if (t != null) {
        sb.append(
            String.format(
                Locale.ROOT,
                "SPRT elo0 %s elo1 %s alpha %s beta %s: LLR %.2f (bounds %.2f, %.2f), %s%n",
                number(t.elo0()),
                number(t.elo1()),
                number(t.alpha()),
                number(t.beta()),
                Double.isNaN(r.llr()) ? 0.0 : r.llr(),
                t.lowerBound(),
                t.upperBound(),
                switch (r.decision()) {
                  case ACCEPT_H0 -> "H0 accepted";
                  case ACCEPT_H1 -> "H1 accepted";
                  case CONTINUE -> "no decision";
                }));
      }
    } else {
      int width = 3;
      for (String name : r.bots()) {
        width = Math.max(width, name.length());
      }
      sb.append(
          String.format(
              Locale.ROOT, "%-" + (width + 3) + "s %10s %7s", "bot", "mean place", "firsts"));
      for (int o = 0; o < n; o++) {
        sb.append(String.format(Locale.ROOT, " %11s", "vs " + (o + 1)));
      }
      sb.append('\n');
      for (int b = 0; b < n; b++) {
        sb.append(
            String.format(
                Locale.ROOT,
                "%-" + (width + 3) + "s %10.2f %7d",
                (b + 1) + ". " + r.bots().get(b),
                st.meanPlace(b),
                st.firsts(b)));
        for (int o = 0; o < n; o++) {
          sb.append(
              o == b
                  ? String.format(Locale.ROOT, " %11s", "-")
                  : String.format(Locale.ROOT, " %10.1f%%", 100 * st.score(b, o).fraction()));
        }
        sb.append('\n');
      }
      sb.append("pairwise Elo (row against column, 95% interval):\n");
      for (int b = 0; b < n; b++) {
        for (int o = b + 1; o < n; o++) {
          sb.append("  ")
              .append(b + 1)
              .append(" vs ")
              .append(o + 1)
              .append(": ")
              .append(st.score(b, o).elo())
              .append('\n');
        }
      }
    }
    long total = 0;
    StringBuilder f = new StringBuilder();
    for (int b = 0; b < n; b++) {
      long x = r.forfeits().get(b);
      total += x;
      if (x > 0) {
        f.append(f.length() == 0 ? "" : ", ").append(r.bots().get(b)).append(' ').append(x);
      }
    }
    if (total > 0) {
      sb.append("games lost by misbehaving (see the records' Termination): ")
          .append(f)
          .append('\n');
    }
    return sb.toString();
  }

  private static String number(double x) {
    return x == Math.rint(x) && Math.abs(x) < 1e9 ? Long.toString((long) x) : String.valueOf(x);
  }

  /** A count and its noun: {@code 1 loss}, {@code 2 losses}. */
  private static String count(long n, String one, String many) {
    return n + " " + (n == 1 ? one : many);
  }

  /** A count and a regular noun: {@code 1 game}, {@code 3 games}. */
  private static String count(long n, String noun) {
    return count(n, noun, noun + "s");
  }
}
