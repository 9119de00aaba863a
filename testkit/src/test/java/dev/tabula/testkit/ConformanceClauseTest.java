package dev.tabula.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Evaluation;
import dev.tabula.core.FastPerft;
import dev.tabula.core.GameResult;
import dev.tabula.core.Heuristics;
import dev.tabula.core.Perft;
import dev.tabula.testkit.fixtures.CoinFlipNim;
import dev.tabula.testkit.fixtures.ForwardingGame;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * One {@link CoinFlipNim} broken in just one way per clause of the per-ply checks of {@link
 * Conformance}: each run fails with that clause's exact message (after the seed, ply, moves and
 * state that say where).
 */
class ConformanceClauseTest {

  private static final String PREFIX = "coin-flip-nim conformance failed: seed ";

  /** Runs the game and asserts that the run fails with {@code clause} as its cause's message. */
  private static void failsWith(CoinFlipNim game, String clause) {
    AssertionError e =
        assertThrows(
            AssertionError.class,
            () -> Conformance.of(game).games(20).seed(9).threads(1).fuzzCases(0).run());
    String m = e.getMessage();
    assertTrue(m.startsWith(PREFIX), m);
    assertTrue(m.endsWith(": java.lang.AssertionError: " + clause), m);
  }

  /** As {@link #failsWith}, for a failure at the very start: the whole message is known. */
  private static void failsAtStartWith(CoinFlipNim game, String clause) {
    AssertionError e =
        assertThrows(
            AssertionError.class,
            () -> Conformance.of(game).games(20).seed(9).threads(1).fuzzCases(0).run());
    assertEquals(
        PREFIX
            + "9 (game 0), ply 1, from 7/c0, moves [], at 7/c0: java.lang.AssertionError: "
            + clause,
        e.getMessage());
  }

  // ------------------------------------------------------------------------ the current player

  @Test
  void currentPlayer_theNumberOfPlayers_isOutOfRange() {
    failsWith(
        new CoinFlipNim() {
          @Override
          public int currentPlayer(State s) {
            int who = super.currentPlayer(s);
            return who == 1 ? 2 : who;
          }
        },
        "currentPlayer out of range: 2");
  }

  @Test
  void currentPlayer_belowTerminal_isOutOfRange() {
    failsAtStartWith(
        new CoinFlipNim() {
          @Override
          public int currentPlayer(State s) {
            int who = super.currentPlayer(s);
            return who == CHANCE ? -3 : who;
          }
        },
        "currentPlayer out of range: -3");
  }

  // ------------------------------------------------------------------------ notation and hashes

  @Test
  void formatState_outputThatDoesNotParse() {
    failsWith(
        new CoinFlipNim() {
          @Override
          public String formatState(State s) {
            return "pile " + super.formatState(s);
          }
        },
        "formatState output does not parse: pile 7/c0: at offset 7: mover in \"pile 7/c0\"");
  }

  @Test
  void parseState_givesAnotherState() {
    failsAtStartWith(
        new CoinFlipNim() {
          @Override
          public State parseState(CharSequence text) {
            State s = super.parseState(text);
            return new State(s.pile(), 1 - s.mover(), s.coin());
          }
        },
        "parseState(formatState(s)) differs from s: 7/c0");
  }

  @Test
  void formatState_twoSpellings_notationDoesNotRoundTrip() {
    AtomicInteger calls = new AtomicInteger();
    failsWith(
        new CoinFlipNim() {
          @Override
          public String formatState(State s) {
            // "07/c0" reads back as 7/c0: the same state, written another way every other time
            return (calls.getAndIncrement() % 2 == 0 ? "" : "0") + super.formatState(s);
          }
        },
        "notation does not round-trip: 7/c0");
  }

  @Test
  void hash_ofAnEqualState_differs() {
    failsAtStartWith(
        new CoinFlipNim() {
          private final AtomicInteger calls = new AtomicInteger();

          @Override
          public long hash(State s) {
            return calls.getAndIncrement();
          }
        },
        "equal states, different hash: 7/c0");
  }

  @Test
  void hash_changesFromOneGameToTheNext() {
    // the hash of a position moves on each time a result is asked for: the next game's start
    AtomicInteger epoch = new AtomicInteger();
    failsWith(
        new CoinFlipNim() {
          @Override
          public long hash(State s) {
            return super.hash(s) + epoch.get();
          }

          @Override
          public GameResult result(State s) {
            GameResult r = super.result(s);
            epoch.incrementAndGet();
            return r;
          }
        },
        "same position, different hash: 7/c0");
  }

  @Test
  void apply_changesTheHashOfItsInput() {
    AtomicInteger epoch = new AtomicInteger();
    failsWith(
        new CoinFlipNim() {
          @Override
          public long hash(State s) {
            return super.hash(s) + epoch.get();
          }

          @Override
          public State apply(State s, Integer m) {
            epoch.incrementAndGet();
            return super.apply(s, m);
          }
        },
        "apply changed its input (hash)");
  }

  @Test
  void apply_changesTheNotationOfItsInput() {
    AtomicInteger epoch = new AtomicInteger();
    failsWith(
        new CoinFlipNim() {
          @Override
          public String formatState(State s) {
            return (epoch.get() % 2 == 0 ? "" : "0") + super.formatState(s);
          }

          @Override
          public State apply(State s, Integer m) {
            epoch.incrementAndGet();
            return super.apply(s, m);
          }
        },
        "apply changed its input (notation)");
  }

  @Test
  void apply_returnsNull() {
    failsWith(
        new CoinFlipNim() {
          @Override
          @SuppressWarnings("NullAway") // the fault under test
          public State apply(State s, Integer m) {
            super.apply(s, m);
            return null;
          }
        },
        "apply returned null");
  }

  // ------------------------------------------------------------------------ terminal states

  @Test
  void terminal_withLegalMoves() {
    failsWith(
        new CoinFlipNim() {
          @Override
          public List<Integer> legalMoves(State s) {
            return s.pile() == 0 ? List.of(0) : super.legalMoves(s);
          }
        },
        "terminal state has legal moves");
  }

  @Test
  void terminal_withChanceOutcomes() {
    failsWith(
        new CoinFlipNim() {
          @Override
          public List<ChanceOutcome<Integer>> chanceOutcomes(State s) {
            return s.pile() == 0 ? List.of(new ChanceOutcome<>(2, 1, 1)) : super.chanceOutcomes(s);
          }
        },
        "terminal state has chance outcomes");
  }

  @Test
  void terminal_resultOfThreePlayers() {
    failsWith(
        new CoinFlipNim() {
          @Override
          public GameResult result(State s) {
            super.result(s);
            return GameResult.byScores(1, 0, 0);
          }
        },
        "result has wrong number of players");
  }

  @Test
  void notOver_withoutLegalMoves() {
    failsWith(
        new CoinFlipNim() {
          @Override
          public List<Integer> legalMoves(State s) {
            return s.pile() == 3 && !s.coin() ? List.of() : super.legalMoves(s);
          }
        },
        "non-terminal state has no legal moves");
  }

  @Test
  void notOver_resultDoesNotThrow() {
    failsAtStartWith(
        new CoinFlipNim() {
          @Override
          public GameResult result(State s) {
            return GameResult.byScores(0, 0);
          }
        },
        "result() of a game not over did not throw");
  }

  // ------------------------------------------------------------------------ chance nodes

  /** CoinFlipNim whose chance nodes list the given outcomes instead of their own. */
  @SafeVarargs
  private static CoinFlipNim listingAtChanceNodes(ChanceOutcome<Integer>... outcomes) {
    List<ChanceOutcome<Integer>> listed = List.of(outcomes);
    return new CoinFlipNim() {
      @Override
      public List<ChanceOutcome<Integer>> chanceOutcomes(State s) {
        return isChance(s) ? listed : List.of();
      }
    };
  }

  private static ChanceOutcome<Integer> outcome(int move, long numerator, long denominator) {
    return new ChanceOutcome<>(move, numerator, denominator);
  }

  @Test
  void chance_moreOutcomesThanLegalMoves() {
    failsAtStartWith(
        listingAtChanceNodes(outcome(2, 1, 3), outcome(3, 1, 3), outcome(0, 1, 3)),
        "chance outcomes and legal moves differ in number");
  }

  @Test
  void chance_outcomesInAnotherOrder() {
    failsAtStartWith(
        listingAtChanceNodes(outcome(3, 1, 2), outcome(2, 1, 2)),
        "chance outcome 0 differs from legal move");
  }

  @Test
  void chance_secondOutcomeDiffers() {
    failsAtStartWith(
        listingAtChanceNodes(outcome(2, 1, 2), outcome(2, 1, 2)),
        "chance outcome 1 differs from legal move");
  }

  @Test
  void chance_twoDenominators() {
    failsAtStartWith(
        listingAtChanceNodes(outcome(2, 1, 2), outcome(3, 2, 4)),
        "chance outcomes with different denominators");
  }

  @Test
  void chance_probabilitiesSumBelowOne() {
    failsAtStartWith(
        listingAtChanceNodes(outcome(2, 1, 3), outcome(3, 1, 3)),
        "chance probabilities sum to 2/3, not 1");
  }

  @Test
  void decisionNode_listsChanceOutcomes() {
    failsWith(
        new CoinFlipNim() {
          @Override
          public List<ChanceOutcome<Integer>> chanceOutcomes(State s) {
            return s.pile() > 0 && !s.coin()
                ? List.of(new ChanceOutcome<>(0, 1, 1))
                : super.chanceOutcomes(s);
          }
        },
        "decision node lists chance outcomes");
  }

  // ------------------------------------------------------------------------ the evaluation

  /** CoinFlipNim with {@link Heuristics}: the given evaluation, no noisy move. */
  private static class Evaluated extends CoinFlipNim
      implements Heuristics<CoinFlipNim.State, Integer> {
    private final Evaluation<State> evaluation;

    Evaluated(Evaluation<State> evaluation) {
      this.evaluation = evaluation;
    }

    @Override
    public Evaluation<State> evaluation() {
      return evaluation;
    }
  }

  /** CoinFlipNim whose evaluation gives {@code first} to player 0 and {@code second} to 1. */
  private static CoinFlipNim evaluating(double first, double second, boolean zeroSum) {
    return new Evaluated((s, p) -> p == 0 ? first : second) {

      @Override
      public boolean isZeroSum() {
        return zeroSum;
      }
    };
  }

  @Test
  void evaluation_ofOne_isNotInside() {
    failsAtStartWith(evaluating(0.5, 1, false), "evaluation(1) = 1.0, not inside (-1, 1): 7/c0");
  }

  @Test
  void evaluation_ofMinusOne_isNotInside() {
    failsAtStartWith(evaluating(-1, 0.5, false), "evaluation(0) = -1.0, not inside (-1, 1): 7/c0");
  }

  @Test
  void evaluation_notOpposite_inAZeroSumGame() {
    failsAtStartWith(
        evaluating(0.5, 0.25, true),
        "a zero-sum game's evaluation is not opposite for its two players: 0.5 and 0.25: 7/c0");
  }

  @Test
  void evaluation_another_isCheckedByName() {
    CoinFlipNim two =
        new Evaluated((s, p) -> 0.0) {
          @Override
          public java.util.Map<String, Evaluation<State>> evaluations() {
            java.util.Map<String, Evaluation<State>> m = new java.util.LinkedHashMap<>();
            m.put(Heuristics.STANDARD, evaluation());
            m.put("learned", (s, p) -> 1.0);
            return m;
          }
        };
    failsAtStartWith(two, "evaluation learned(0) = 1.0, not inside (-1, 1): 7/c0");
  }

  @Test
  void evaluation_standard_mustComeFirst() {
    CoinFlipNim wrong =
        new Evaluated((s, p) -> 0.0) {
          @Override
          public java.util.Map<String, Evaluation<State>> evaluations() {
            return java.util.Map.of("learned", evaluation());
          }
        };
    AssertionError e =
        org.junit.jupiter.api.Assertions.assertThrows(
            AssertionError.class, () -> Conformance.of(wrong).games(1).threads(1).run());
    assertEquals(
        "coin-flip-nim conformance failed: its evaluations [learned] do not start with"
            + " 'standard', its own evaluation()",
        e.getMessage());
  }

  @Test
  void evaluation_notOpposite_passesWhenNotZeroSum() {
    Conformance.of(evaluating(0.5, 0.25, false)).games(5).threads(1).fuzzCases(0).run();
    Conformance.of(evaluating(0.75, -0.75, true)).games(5).threads(1).fuzzCases(0).run();
  }

  @Test
  void isNoisy_isAskedForEveryLegalMove() {
    AssertionError e =
        assertThrows(
            AssertionError.class,
            () ->
                Conformance.of(
                        new Evaluated(Evaluation.none()) {
                          @Override
                          public boolean isNoisy(State s, Integer m) {
                            throw new IllegalStateException("isNoisy(" + s + ", " + m + ")");
                          }
                        })
                    .games(5)
                    .threads(1)
                    .fuzzCases(0)
                    .run());
    // the first decision follows the coin; chance nodes are not asked
    assertTrue(
        e.getMessage()
                .endsWith(
                    ": java.lang.IllegalStateException: isNoisy(State[pile=7, mover=0, coin=false],"
                        + " 0)")
            || e.getMessage()
                .endsWith(
                    ": java.lang.IllegalStateException: isNoisy(State[pile=7, mover=1,"
                        + " coin=false], 0)"),
        e.getMessage());
  }

  // ------------------------------------------------------------------------ action ids

  @Test
  void legalActions_countDiffersFromTheMoves() {
    failsAtStartWith(
        new CoinFlipNim() {
          @Override
          public int legalActions(State s, int[] buffer) {
            return super.legalActions(s, buffer) - 1;
          }
        },
        "legalActions gives 1 ids for 2 moves");
  }

  @Test
  void actionId_ofNumDistinctActions_isOutOfRange() {
    failsWith(
        new CoinFlipNim() {
          @Override
          public int legalActions(State s, int[] buffer) {
            int n = super.legalActions(s, buffer);
            if (!s.coin() && n == 2) {
              buffer[1] = 4;
            }
            return n;
          }
        },
        "action id out of range: 4");
  }

  @Test
  void actionId_negative_isOutOfRange() {
    failsWith(
        new CoinFlipNim() {
          @Override
          public int legalActions(State s, int[] buffer) {
            int n = super.legalActions(s, buffer);
            if (!s.coin()) {
              buffer[0] = -1;
            }
            return n;
          }
        },
        "action id out of range: -1");
  }

  @Test
  void actionIds_twiceTheSame_areNotAscending() {
    failsAtStartWith(
        new CoinFlipNim() {
          @Override
          public int legalActions(State s, int[] buffer) {
            int n = super.legalActions(s, buffer);
            buffer[1] = buffer[0];
            return n;
          }
        },
        "legal action ids not in ascending order: 2 before 2");
  }

  @Test
  void legalMoves_twiceTheSame() {
    failsWith(
        new CoinFlipNim() {
          @Override
          public List<Integer> legalMoves(State s) {
            return s.pile() >= 2 && !s.coin() ? List.of(0, 0) : super.legalMoves(s);
          }

          @Override
          public int legalActions(State s, int[] buffer) {
            int n = super.legalActions(s, buffer);
            if (n == 2 && !s.coin()) {
              buffer[1] = 1;
            }
            return n;
          }
        },
        "duplicate legal move 0");
  }

  @Test
  void actionId_disagreesWithLegalActions() {
    failsAtStartWith(
        new CoinFlipNim() {
          @Override
          public int legalActions(State s, int[] buffer) {
            int n = super.legalActions(s, buffer);
            buffer[1] = 3;
            buffer[0] = s.coin() ? 2 : 0;
            return n;
          }

          @Override
          public int actionId(State s, Integer m) {
            int id = super.actionId(s, m);
            return id == 3 ? 2 : id;
          }
        },
        "actionId disagrees with legalActions for 3");
  }

  @Test
  void move_disagreesWithLegalMoves() {
    failsAtStartWith(
        new CoinFlipNim() {
          @Override
          public Integer move(State s, int id) {
            Integer m = super.move(s, id);
            return m == 3 ? 2 : m;
          }
        },
        "move(id) disagrees with legalMoves for id 3");
  }

  @Test
  void moveNotation_readsBackAnotherMove() {
    failsAtStartWith(
        new CoinFlipNim() {
          @Override
          public Integer parseMove(State s, CharSequence text) {
            Integer m = super.parseMove(s, text);
            return m == 3 ? 2 : m;
          }
        },
        "move notation does not round-trip: 3");
  }

  // ------------------------------------------------------------------------ illegal moves

  @Test
  void move_ofAnIllegalId_doesNotThrow() {
    failsWith(
        new CoinFlipNim() {
          @Override
          public Integer move(State s, int id) {
            return id == 4 ? Integer.valueOf(0) : super.move(s, id);
          }
        },
        "move(4) of an illegal move did not throw");
  }

  @Test
  void applyAction_ofAnIllegalId_doesNotThrow() {
    failsWith(
        new CoinFlipNim() {
          @Override
          public State applyAction(State s, int id) {
            return s.coin() && id == 0 ? s : super.applyAction(s, id);
          }
        },
        "applyAction(0) of an illegal move did not throw");
  }

  @Test
  void applyAction_ofAnIllegalId_givesAnotherException() {
    failsWith(
        new CoinFlipNim() {
          @Override
          public State applyAction(State s, int id) {
            if (s.coin() && id == 1) {
              throw new IllegalStateException("not at the coin");
            }
            return super.applyAction(s, id);
          }
        },
        "applyAction(1) threw java.lang.IllegalStateException: not at the coin instead of"
            + " IllegalMoveException");
  }

  @Test
  void apply_ofAMovePlayedEarlier_doesNotThrow() {
    failsWith(
        new CoinFlipNim() {
          @Override
          public State apply(State s, Integer m) {
            // the coin's outcomes played again at a decision: taken as "take one"
            return m == 3 && !s.coin() && s.pile() > 0 ? super.apply(s, 0) : super.apply(s, m);
          }
        },
        "apply(3) of an illegal move did not throw");
  }

  @Test
  void illegalSamples_zero_triesNone() {
    Conformance.Report r =
        Conformance.of(new CoinFlipNim()).games(10).illegalSamples(0).threads(1).fuzzCases(0).run();
    assertEquals(0, r.illegalTried());
  }

  @Test
  void illegalSamples_one_triesAtMostTwoPerState() {
    // one random id (when it is not legal) and one move played earlier (when there is one)
    Conformance.Report r =
        Conformance.of(new CoinFlipNim()).games(10).illegalSamples(1).threads(1).fuzzCases(0).run();
    long states = r.plies() + r.games();
    assertTrue(r.illegalTried() > states && r.illegalTried() <= 2 * states, r.toString());
  }

  // ------------------------------------------------------------------------ fast perft

  /** CoinFlipNim with its own perft, which counts {@code extra} more paths than the API's. */
  private static class CountingNim extends CoinFlipNim implements FastPerft<CoinFlipNim.State> {
    private final long extra;

    CountingNim(long extra) {
      this.extra = extra;
    }

    @Override
    public long perft(State s, int depth) {
      long right = Perft.count(new ForwardingGame<>(this), s, depth);
      return depth == 0 ? right : right + extra;
    }
  }

  @Test
  void fastPerft_thatAgrees_passes() {
    Conformance.of(new CountingNim(0)).games(20).seed(9).threads(1).fuzzCases(0).run();
  }

  @Test
  void fastPerft_thatCountsOneTooMany_isCaught() {
    CoinFlipNim plain = new CoinFlipNim();
    long right = Perft.count(plain, plain.start(), 1);
    failsAtStartWith(
        new CountingNim(1),
        "FastPerft.perft(s, 1) = " + (right + 1) + ", the game API counts " + right);
  }

  // ------------------------------------------------------------------------ counting

  @Test
  void run_unboundedGame_stopsAtMaxPlies_countsUnfinished() {
    Conformance.Report r =
        Conformance.of(
                new CoinFlipNim() {
                  @Override
                  public int maxGameLength() {
                    return Integer.MAX_VALUE;
                  }
                })
            .games(6)
            .maxPlies(3)
            .threads(1)
            .fuzzCases(0)
            .run();
    // seven stones take at least four decisions and four coins: no game ends in 3 plies
    assertEquals(new Conformance.Report(6, 18, 3, 6, 12, r.illegalTried(), 0, 0, 0), r);
  }

  @Test
  void run_report_countsPliesChanceNodesAndTheLongestGame() {
    Conformance.Report r =
        Conformance.of(new CoinFlipNim())
            .from(new CoinFlipNim.State(2, 0, false))
            .games(4)
            .threads(1)
            .fuzzCases(0)
            .run();
    // from 2/0: take 2 ends it (1 ply); take 1, coin, take 1 (3 plies)
    assertEquals(4, r.games());
    assertTrue(r.longestGame() == 1 || r.longestGame() == 3, r.toString());
    assertEquals(r.plies() == 4 ? 1 : 3, r.longestGame(), r.toString());
    assertEquals((r.plies() - 4) / 2, r.chanceNodes(), r.toString());
    assertEquals(0, r.unfinished());
  }

  @Test
  void builder_messagesNameTheSettingAndTheMinimum() {
    Conformance<CoinFlipNim.State, Integer> c = Conformance.of(new CoinFlipNim());
    assertEquals(
        "games must be >= 1",
        assertThrows(IllegalArgumentException.class, () -> c.games(0)).getMessage());
    assertEquals(
        "maxPlies must be >= 1",
        assertThrows(IllegalArgumentException.class, () -> c.maxPlies(0)).getMessage());
    assertEquals(
        "illegalSamples must be >= 0",
        assertThrows(IllegalArgumentException.class, () -> c.illegalSamples(-1)).getMessage());
    assertEquals(
        "threads must be >= 1",
        assertThrows(IllegalArgumentException.class, () -> c.threads(0)).getMessage());
    assertEquals(
        "fuzzCases must be >= 0",
        assertThrows(IllegalArgumentException.class, () -> c.fuzzCases(-1)).getMessage());
    assertEquals(
        "observationDepth must be >= 0",
        assertThrows(IllegalArgumentException.class, () -> c.observationDepth(-1)).getMessage());
    // the smallest values are taken
    Conformance.Report r =
        c.games(1).maxPlies(1).illegalSamples(0).threads(1).fuzzCases(0).observationDepth(0).run();
    assertEquals(1, r.games());
  }
}
