package dev.tabula.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import dev.tabula.core.GameResult;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.NotationException;
import dev.tabula.testkit.fixtures.CoinFlipNim;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class ConformanceTest {

  @Test
  void run_correctGame_passes() {
    Conformance.Report r = Conformance.of(new CoinFlipNim()).games(200).seed(1).run();
    assertEquals(200, r.games());
    assertTrue(r.plies() > 0 && r.chanceNodes() > 0 && r.illegalTried() > 0, r.toString());
    assertEquals(0, r.unfinished());
  }

  @Test
  void run_fromGivenStart() {
    Conformance.Report r =
        Conformance.of(new CoinFlipNim()).from(new CoinFlipNim.State(1, 1, false)).games(3).run();
    assertEquals(1, r.longestGame());
  }

  private static AssertionError fails(CoinFlipNim game) {
    return assertThrows(AssertionError.class, () -> Conformance.of(game).games(50).seed(9).run());
  }

  @Test
  void run_acceptsIllegalMove_fails() {
    AssertionError e =
        fails(
            new CoinFlipNim() {
              @Override
              public CoinFlipNim.State apply(CoinFlipNim.State s, Integer m) {
                return m < 2 && s.coin() ? s : super.apply(s, m);
              }
            });
    assertTrue(e.getMessage().contains("did not throw"), e.getMessage());
    assertTrue(
        e.getMessage().contains("seed 9") && e.getMessage().contains("moves ["), e.getMessage());
  }

  @Test
  void run_wrongExceptionType_fails() {
    AssertionError e =
        fails(
            new CoinFlipNim() {
              @Override
              public Integer move(CoinFlipNim.State s, int id) {
                if (id < 0) {
                  throw new ArrayIndexOutOfBoundsException(id);
                }
                return super.move(s, id);
              }
            });
    assertTrue(e.getMessage().contains("instead of IllegalMoveException"), e.getMessage());
  }

  @Test
  void run_unstableHash_fails() {
    AtomicLong counter = new AtomicLong();
    AssertionError e =
        fails(
            new CoinFlipNim() {
              @Override
              public long hash(CoinFlipNim.State s) {
                return counter.incrementAndGet();
              }
            });
    assertTrue(e.getMessage().contains("hash"), e.getMessage());
  }

  @Test
  void run_probabilitiesNotSummingToOne_fails() {
    AssertionError e =
        fails(
            new CoinFlipNim() {
              @Override
              public List<ChanceOutcome<Integer>> chanceOutcomes(CoinFlipNim.State s) {
                return isChance(s)
                    ? List.of(new ChanceOutcome<>(2, 1, 3), new ChanceOutcome<>(3, 1, 3))
                    : List.of();
              }
            });
    assertTrue(e.getMessage().contains("sum"), e.getMessage());
  }

  @Test
  void run_notationNotRoundTripping_fails() {
    AssertionError e =
        fails(
            new CoinFlipNim() {
              @Override
              public String formatState(CoinFlipNim.State s) {
                return s.pile() + "/" + s.mover();
              }
            });
    assertTrue(e.getMessage().contains("parseState(formatState(s))"), e.getMessage());
  }

  @Test
  void run_wrongActionIds_fails() {
    AssertionError e =
        fails(
            new CoinFlipNim() {
              @Override
              public int legalActions(CoinFlipNim.State s, int[] buffer) {
                int n = super.legalActions(s, buffer);
                buffer[0] = buffer[n - 1];
                return n;
              }
            });
    assertTrue(
        e.getMessage().contains("action id") || e.getMessage().contains("actionId"),
        e.getMessage());
  }

  @Test
  void run_gameLongerThanDeclared_fails() {
    AssertionError e =
        fails(
            new CoinFlipNim() {
              @Override
              public int maxGameLength() {
                return 3;
              }
            });
    assertTrue(e.getMessage().contains("declared bound"), e.getMessage());
  }

  @Test
  void run_resultBeforeEnd_fails() {
    AssertionError e =
        fails(
            new CoinFlipNim() {
              @Override
              public dev.tabula.core.GameResult result(CoinFlipNim.State s) {
                return dev.tabula.core.GameResult.byScores(0, 0);
              }
            });
    assertTrue(e.getMessage().contains("result()"), e.getMessage());
  }

  @Test
  void run_illegalMoveExceptionFromMoveNotation_isNotSwallowed() {
    CoinFlipNim game = new CoinFlipNim();
    assertThrows(
        IllegalMoveException.class, () -> game.parseMove(new CoinFlipNim.State(1, 0, false), "1"));
  }

  @Test
  void run_sharedScratchState_failsTheThreadCheck() {
    // A "fast" game that keeps a scratch field in the game object: fine alone, wrong when shared.
    // The barrier makes the two replaying threads interleave inside apply, deterministically.
    java.util.concurrent.CyclicBarrier both = new java.util.concurrent.CyclicBarrier(2);
    CoinFlipNim racy =
        new CoinFlipNim() {
          private volatile int scratch;

          @Override
          public CoinFlipNim.State apply(CoinFlipNim.State s, Integer m) {
            scratch = s.pile();
            if (Thread.currentThread().getName().startsWith("conformance-")) {
              try {
                both.await(200, java.util.concurrent.TimeUnit.MILLISECONDS);
              } catch (Exception e) {
                // the other thread has finished or failed: go on alone
              }
            }
            CoinFlipNim.State next = super.apply(s, m);
            return scratch == s.pile()
                ? next
                : new CoinFlipNim.State(scratch, next.mover(), next.coin());
          }
        };
    AssertionError e =
        assertThrows(AssertionError.class, () -> Conformance.of(racy).games(50).threads(2).run());
    assertTrue(e.getMessage().contains("not safe to share"), e.getMessage());
  }

  @Test
  void builder_refusesBadArguments() {
    assertThrows(
        IllegalArgumentException.class, () -> Conformance.of(new CoinFlipNim()).threads(0));
    assertThrows(IllegalArgumentException.class, () -> Conformance.of(new CoinFlipNim()).games(0));
    assertThrows(
        IllegalArgumentException.class, () -> Conformance.of(new CoinFlipNim()).illegalSamples(-1));
    assertThrows(
        IllegalArgumentException.class, () -> Conformance.of(new CoinFlipNim()).maxPlies(0));
  }

  // ------------------------------------------------------------------- the contract's new checks

  /** Asserts that the message names the problem and the seed, so the failure can be replayed. */
  private static void names(AssertionError e, String problem) {
    assertTrue(e.getMessage().contains(problem), e.getMessage());
    assertTrue(
        e.getMessage().contains("coin-flip-nim conformance failed")
            || e.getMessage().contains("coin-flip-nim notation fuzzing failed"),
        e.getMessage());
    assertTrue(e.getMessage().contains("seed "), e.getMessage());
  }

  /** Asserts that the message of a setup failure (which no seed affects) names the problem. */
  private static void namesSetup(AssertionError e, String problem) {
    assertTrue(e.getMessage().startsWith("coin-flip-nim conformance failed: "), e.getMessage());
    assertTrue(e.getMessage().contains(problem), e.getMessage());
  }

  @Test
  void run_descendingActionIds_fails() {
    AssertionError e =
        fails(
            new CoinFlipNim() {
              @Override
              public List<Integer> legalMoves(CoinFlipNim.State s) {
                List<Integer> moves = new java.util.ArrayList<>(super.legalMoves(s));
                if (!isChance(s)) {
                  java.util.Collections.reverse(moves);
                }
                return List.copyOf(moves);
              }
            });
    names(e, "legal action ids not in ascending order: 1 before 0");
  }

  @Test
  void run_moreChanceOutcomesThanDeclared_fails() {
    AssertionError e =
        fails(
            new CoinFlipNim() {
              @Override
              public int maxChanceOutcomes() {
                return 1;
              }
            });
    names(e, "2 chance outcomes, more than maxChanceOutcomes() = 1");
  }

  @Test
  void run_maxChanceOutcomesExact_passes() {
    Conformance.of(
            new CoinFlipNim() {
              @Override
              public int maxChanceOutcomes() {
                return 2;
              }
            })
        .games(20)
        .run();
  }

  @Test
  void returns_outOfRange_cannotBeMade() {
    // Conformance checks that every return is -1, 0 or +1, but a game cannot make another: returns
    // come from GameResult's ranks, and GameResult is final. This pins that down, so that the
    // check is revisited if GameResult ever takes returns from games.
    assertTrue(java.lang.reflect.Modifier.isFinal(GameResult.class.getModifiers()));
    java.util.SplittableRandom random = new java.util.SplittableRandom(77);
    for (int i = 0; i < 10_000; i++) {
      long[] scores = new long[1 + random.nextInt(6)];
      for (int p = 0; p < scores.length; p++) {
        scores[p] = random.nextLong(-3, 4);
      }
      for (double v : GameResult.byScores(scores).returns()) {
        assertTrue(v == -1 || v == 0 || v == 1, "seed 77, case " + i + ": " + v);
      }
    }
  }

  /** Three seats; seat 2 never moves and ties last with the loser: returns +1, -1, -1. */
  private static class ThreeSeatNim extends CoinFlipNim {
    @Override
    public int numPlayers() {
      return 3;
    }

    @Override
    public GameResult result(CoinFlipNim.State s) {
      GameResult two = super.result(s);
      return GameResult.byScores(two.score(0), two.score(1), 0);
    }
  }

  @Test
  void run_threeSeatsNotZeroSum_passes() {
    Conformance.Report r = Conformance.of(new ThreeSeatNim()).games(30).seed(9).run();
    assertEquals(30, r.games());
  }

  @Test
  void run_zeroSumLie_fails() {
    AssertionError e =
        fails(
            new ThreeSeatNim() {
              @Override
              public boolean isZeroSum() {
                return true;
              }
            });
    names(e, "the game says it is zero-sum, but the returns [");
    assertTrue(e.getMessage().contains("sum to -1.0"), e.getMessage());
  }

  @Test
  void run_moveNotationWithASpace_recordDoesNotRoundTrip_fails() {
    AssertionError e =
        fails(
            new CoinFlipNim() {
              @Override
              public String formatMove(CoinFlipNim.State s, Integer m) {
                return "take " + super.formatMove(s, m);
              }

              @Override
              public Integer parseMove(CoinFlipNim.State s, CharSequence text) {
                String t = text.toString();
                if (!t.startsWith("take ")) {
                  throw new NotationException(text, 0, "'take '");
                }
                return super.parseMove(s, t.substring(5));
              }
            });
    names(e, "record round trip");
    assertTrue(e.getMessage().contains("'take '"), e.getMessage());
  }

  @Test
  void run_recordReadsBackDifferent_fails() {
    // The coin's outcome 3 is written "*", the unfinished result: the record ends there.
    AssertionError e =
        fails(
            new CoinFlipNim() {
              @Override
              public String formatMove(CoinFlipNim.State s, Integer m) {
                return m == 3 ? "*" : super.formatMove(s, m);
              }

              @Override
              public Integer parseMove(CoinFlipNim.State s, CharSequence text) {
                return super.parseMove(s, text.toString().equals("*") ? "3" : text);
              }
            });
    names(e, "record round trip");
  }

  @Test
  void run_resultChangingBetweenCalls_recordResultDisagrees_fails() {
    java.util.concurrent.atomic.AtomicInteger calls =
        new java.util.concurrent.atomic.AtomicInteger();
    AssertionError e =
        fails(
            new CoinFlipNim() {
              @Override
              public GameResult result(CoinFlipNim.State s) {
                GameResult r = super.result(s);
                return calls.incrementAndGet() % 2 == 0
                    ? r
                    : GameResult.byScores(r.score(1), r.score(0));
              }
            });
    names(e, "record round trip");
    assertTrue(
        e.getMessage().contains("the record's result disagrees with the rules"), e.getMessage());
  }

  @Test
  void run_rawRuntimeExceptionOnDamagedNotation_fails() {
    AssertionError e =
        fails(
            new CoinFlipNim() {
              @Override
              public CoinFlipNim.State parseState(CharSequence text) {
                if (text.length() > 5) {
                  throw new IllegalStateException("no room for " + text.length() + " characters");
                }
                return super.parseState(text);
              }
            });
    names(e, "notation fuzzing failed");
    assertTrue(e.getMessage().contains("position input"), e.getMessage());
    assertTrue(
        e.getMessage().contains("java.lang.IllegalStateException: no room for"), e.getMessage());
  }

  @Test
  void run_errorOffsetOutsideTheInput_fails() {
    AssertionError e =
        fails(
            new CoinFlipNim() {
              @Override
              public Integer parseMove(CoinFlipNim.State s, CharSequence text) {
                try {
                  return super.parseMove(s, text);
                } catch (NotationException bad) {
                  throw new NotationException(text, text.length() + 1, "0..3");
                }
              }
            });
    names(e, "notation fuzzing failed");
    assertTrue(e.getMessage().contains("move input"), e.getMessage());
    assertTrue(
        e.getMessage().matches("(?s).*error offset (\\d+) outside the input of length.*"),
        e.getMessage());
  }

  @Test
  void run_fuzzingOff_noFuzzCases() {
    Conformance.Report r = Conformance.of(new CoinFlipNim()).games(5).fuzzCases(0).run();
    assertEquals(0, r.fuzzed());
    assertEquals(300, Conformance.of(new CoinFlipNim()).games(5).fuzzCases(300).run().fuzzed());
    assertThrows(
        IllegalArgumentException.class, () -> Conformance.of(new CoinFlipNim()).fuzzCases(-1));
  }

  // ------------------------------------------------------------------------- provider setup

  /** CoinFlipNim with a setup option: the starting pile. */
  private static class PiledNim extends CoinFlipNim {
    private final int pile;

    PiledNim(int pile) {
      this.pile = pile;
    }

    @Override
    public CoinFlipNim.State start() {
      return new CoinFlipNim.State(pile, 0, true);
    }

    @Override
    public Map<String, String> options() {
      return Map.of("pile", Integer.toString(pile));
    }
  }

  /** A provider of coin-flip-nim made by {@code create}. */
  private static GameProvider provider(
      java.util.function.Function<Map<String, String>, Game<?, ?>> create) {
    return provider("coin-flip-nim", create);
  }

  /** A provider of another game's name, which must never be asked to create a game. */
  private static GameProvider otherName() {
    return provider(
        "other",
        o -> {
          throw new AssertionError("a provider of another name was asked");
        });
  }

  private static GameProvider provider(
      String name, java.util.function.Function<Map<String, String>, Game<?, ?>> create) {
    return new GameProvider() {
      @Override
      public String name() {
        return name;
      }

      @Override
      public String description() {
        return "test";
      }

      @Override
      public Map<String, String> options() {
        return Map.of("pile", "the starting pile");
      }

      @Override
      public Game<?, ?> create(Map<String, String> options) {
        return create.apply(options);
      }
    };
  }

  private static Conformance.Report runWith(PiledNim game, GameProvider... providers) {
    return Conformance.of(game)
        .games(20)
        .seed(9)
        .fuzzCases(100)
        .providers(List.of(providers))
        .run();
  }

  @Test
  void run_providerRecreatesTheSetup_passes() {
    GameProvider good = provider(o -> new PiledNim(pile(o)));
    Conformance.Report r = runWith(new PiledNim(5), otherName(), good);
    assertEquals(20, r.games());
    assertEquals(100 + 25, r.fuzzed(), "notation cases, then a quarter as many setup cases");
  }

  /** The pile option as a careful provider reads it: only IllegalArgumentException. */
  private static int pile(Map<String, String> o) {
    for (String name : o.keySet()) {
      if (!name.equals("pile")) {
        throw new IllegalArgumentException("unknown option " + name);
      }
    }
    String v = o.getOrDefault("pile", "7");
    try {
      int pile = Integer.parseInt(v);
      if (pile >= 1 && pile <= 20) {
        return pile;
      }
    } catch (NumberFormatException e) {
      // below
    }
    throw new IllegalArgumentException("pile must be 1..20, got '" + v + "'");
  }

  @Test
  void run_providerLeaksNumberFormatException_fails() {
    AssertionError e =
        assertThrows(
            AssertionError.class,
            () ->
                runWith(
                    new PiledNim(5),
                    provider(o -> new PiledNim(Integer.parseInt(o.getOrDefault("pile", "7"))))));
    assertTrue(
        e.getMessage().startsWith("coin-flip-nim setup options fuzzing failed"), e.getMessage());
    assertTrue(e.getMessage().contains("NumberFormatException"), e.getMessage());
    assertTrue(e.getMessage().contains("case seed "), e.getMessage());
  }

  @Test
  void run_providerIgnoresOptions_fails() {
    AssertionError e =
        assertThrows(
            AssertionError.class, () -> runWith(new PiledNim(5), provider(o -> new PiledNim(7))));
    namesSetup(e, "the provider makes a game with options {pile=7} from {pile=5}");
  }

  @Test
  void run_providerRefusesTheGamesOptions_fails() {
    AssertionError e =
        assertThrows(
            AssertionError.class,
            () ->
                runWith(
                    new PiledNim(5),
                    provider(
                        o -> {
                          throw new IllegalArgumentException("unknown option pile");
                        })));
    namesSetup(e, "the provider refuses the game's own options {pile=5}: unknown option pile");
  }

  @Test
  void run_providerGameStartsElsewhere_fails() {
    AssertionError e =
        assertThrows(
            AssertionError.class,
            () ->
                runWith(
                    new PiledNim(5),
                    provider(
                        o ->
                            new PiledNim(7) {
                              @Override
                              public Map<String, String> options() {
                                return o;
                              }
                            })));
    namesSetup(e, "the provider's game from {pile=5} starts elsewhere");
  }

  @Test
  void run_providerGameOtherPlayerCount_fails() {
    AssertionError e =
        assertThrows(
            AssertionError.class,
            () ->
                runWith(
                    new PiledNim(5),
                    provider(
                        o ->
                            new PiledNim(5) {
                              @Override
                              public int numPlayers() {
                                return 3;
                              }
                            })));
    namesSetup(e, "has another number of players");
  }

  @Test
  void run_fuzzingOff_withAProvider_fuzzesNoSetupEither() {
    GameProvider good = provider(o -> new PiledNim(pile(o)));
    Conformance.Report r =
        Conformance.of(new PiledNim(5))
            .games(5)
            .fuzzCases(0)
            .threads(1)
            .providers(List.of(good))
            .run();
    assertEquals(0, r.fuzzed());
  }

  @Test
  void fuzzRecords_areDamagedToo() {
    // a move text no game played writes: only the given record has it
    CoinFlipNim game =
        new CoinFlipNim() {
          @Override
          public Integer parseMove(CoinFlipNim.State s, CharSequence text) {
            if (text.toString().equals("boom")) {
              throw new IllegalStateException("boom");
            }
            return super.parseMove(s, text);
          }
        };
    Conformance.of(game).games(5).threads(1).fuzzCases(300).run();
    AssertionError e =
        assertThrows(
            AssertionError.class,
            () ->
                Conformance.of(game)
                    .games(5)
                    .threads(1)
                    .fuzzCases(300)
                    .fuzzRecords("[Game \"coin-flip-nim\"]\n\n2 boom 3 *\n")
                    .run());
    names(e, "notation fuzzing failed");
    assertTrue(e.getMessage().contains(", record input \""), e.getMessage());
    assertTrue(e.getMessage().endsWith("java.lang.IllegalStateException: boom"), e.getMessage());
  }

  @Test
  void run_stateThatCannotBeWritten_isShownAsItIs() {
    AssertionError e =
        fails(
            new CoinFlipNim() {
              @Override
              public String formatState(CoinFlipNim.State s) {
                if (s.pile() == 7 && !s.coin()) {
                  throw new IllegalStateException("no notation");
                }
                return super.formatState(s);
              }
            });
    assertTrue(
        e.getMessage()
            .matches(
                "coin-flip-nim conformance failed: seed 9 \\(game 0\\), ply 2, from 7/c0, moves"
                    + " \\[[23]\\], at State\\[pile=7, mover=[01], coin=false\\]:"
                    + " java.lang.IllegalStateException: no notation"),
        e.getMessage());
  }
}
