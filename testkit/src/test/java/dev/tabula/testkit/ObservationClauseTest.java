package dev.tabula.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Observations;
import dev.tabula.testkit.ConformanceObservationTest.ObservedNim;
import dev.tabula.testkit.fixtures.CoinFlipNim;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * One {@link ObservedNim} broken in just one way per clause of {@link ObservationCheck}: each run
 * fails with that clause's exact message.
 */
class ObservationClauseTest {

  private static final String FAILED = "coin-flip-nim conformance failed: ";

  private static AssertionError fails(CoinFlipNim game, int depth) {
    return assertThrows(
        AssertionError.class,
        () ->
            Conformance.of(game)
                .games(50)
                .seed(9)
                .threads(1)
                .fuzzCases(0)
                .observationDepth(depth)
                .run());
  }

  /** A failure found before any game is played (the shape, the arguments): the whole message. */
  private static void failsBeforePlayWith(CoinFlipNim game, String clause) {
    assertEquals(FAILED + clause, fails(game, 2).getMessage());
  }

  /** A failure at a state: the clause ends the message. */
  private static void failsWith(CoinFlipNim game, String clause) {
    String m = fails(game, 2).getMessage();
    assertTrue(m.startsWith(FAILED + "seed 9 (game "), m);
    assertTrue(m.endsWith(": java.lang.AssertionError: " + clause), m);
  }

  // ------------------------------------------------------------------------ the shape

  @SuppressWarnings("NullAway") // a null shape is one of the faults under test
  private static ObservedNim shaped(int[] shape, int size) {
    return new ObservedNim() {
      @Override
      public int[] observationShape() {
        return shape == null ? null : shape.clone();
      }

      @Override
      public int observationSize() {
        return size;
      }
    };
  }

  @Test
  void shape_empty() {
    failsBeforePlayWith(shaped(new int[0], 3), "observationShape() is empty");
  }

  @Test
  void shape_null() {
    failsBeforePlayWith(shaped(null, 3), "observationShape() is empty");
  }

  @Test
  void shape_withADimensionOfZero() {
    failsBeforePlayWith(
        shaped(new int[] {3, 0}, 3), "observationShape() [3, 0] has a dimension < 1");
  }

  @Test
  void shape_withADimensionOfOne_passes() {
    Conformance.Report r =
        Conformance.of(shaped(new int[] {1, 3, 1}, 3)).games(5).threads(1).fuzzCases(0).run();
    assertTrue(r.observed() > 0, r.toString());
  }

  @Test
  void shape_ofMoreThanTwoToThe31Entries() {
    failsBeforePlayWith(
        shaped(new int[] {1 << 16, 1 << 15}, 3),
        "the observation tensor has more than 2^31 entries");
  }

  @Test
  void size_notTheProduct() {
    failsBeforePlayWith(
        shaped(new int[] {3, 2}, 3),
        "observationSize() is 3, the product of the shape [3, 2] is 6");
  }

  // ------------------------------------------------------------------------ bad arguments

  /** Which bad arguments a lenient observation lets through (and then writes nothing). */
  private interface Lets {
    boolean through(int player, int length, int offset);
  }

  private static ObservedNim lenientTensor(Lets lets) {
    return new ObservedNim() {
      @Override
      public void observationTensor(State s, int player, float[] out, int offset) {
        if (!lets.through(player, out.length, offset)) {
          super.observationTensor(s, player, out, offset);
        }
      }
    };
  }

  private static ObservedNim lenientMask(Lets lets) {
    return new ObservedNim() {
      @Override
      public void legalActionMask(State s, float[] out, int offset) {
        if (!lets.through(0, out.length, offset)) {
          super.legalActionMask(s, out, offset);
        }
      }
    };
  }

  @Test
  void tensor_viewpointOfTheNumberOfPlayers_notRefused() {
    failsBeforePlayWith(
        lenientTensor((p, length, offset) -> p == 2),
        "the observation with viewpoint 2 did not throw");
  }

  @Test
  void tensor_arrayOneEntryShort_notRefused() {
    failsBeforePlayWith(
        lenientTensor((p, length, offset) -> length == 2),
        "the observation with an array one entry short did not throw");
  }

  @Test
  void tensor_offsetMinusOne_notRefused() {
    failsBeforePlayWith(
        lenientTensor((p, length, offset) -> offset == -1),
        "the observation with offset -1 did not throw");
  }

  @Test
  void tensor_offsetOneTooFar_notRefused() {
    // the tensor has 3 entries and the array 3 + 2 * 3 guard entries: offset 7 leaves only 2
    failsBeforePlayWith(
        lenientTensor((p, length, offset) -> length == 9 && offset == 7),
        "the observation with an offset too far did not throw");
  }

  @Test
  void tensor_offsetOfIntegerMaxValue_notRefused() {
    failsBeforePlayWith(
        lenientTensor((p, length, offset) -> offset == Integer.MAX_VALUE),
        "the observation with offset Integer.MAX_VALUE did not throw");
  }

  @Test
  void mask_arrayOneEntryShort_notRefused() {
    failsBeforePlayWith(
        lenientMask((p, length, offset) -> length == 3),
        "the observation with a mask array one entry short did not throw");
  }

  @Test
  void mask_offsetMinusOne_notRefused() {
    failsBeforePlayWith(
        lenientMask((p, length, offset) -> offset == -1),
        "the observation with mask offset -1 did not throw");
  }

  @Test
  void mask_offsetOneTooFar_notRefused() {
    // 4 action ids and 4 + 2 * 3 guard entries: offset 7 leaves only 3
    failsBeforePlayWith(
        lenientMask((p, length, offset) -> length == 10 && offset == 7),
        "the observation with a mask offset too far did not throw");
  }

  @Test
  void mask_badArgumentGivesAnotherException() {
    String m =
        fails(
                new ObservedNim() {
                  @Override
                  public void legalActionMask(State s, float[] out, int offset) {
                    if (offset < 0) {
                      throw new IllegalStateException("negative");
                    }
                    super.legalActionMask(s, out, offset);
                  }
                },
                2)
            .getMessage();
    assertEquals(
        FAILED
            + "the observation with mask offset -1 threw java.lang.IllegalStateException: negative"
            + " instead of IllegalArgumentException",
        m);
  }

  // ------------------------------------------------------------------------ tensor and mask

  @Test
  void tensor_writesBeforeItsOffset() {
    failsWith(
        new ObservedNim() {
          @Override
          public void observationTensor(State s, int player, float[] out, int offset) {
            super.observationTensor(s, player, out, offset);
            if (offset > 0) {
              out[offset - 1] = 0f;
            }
          }
        },
        "observationTensor wrote outside its 3 entries (at -1 relative to the offset)");
  }

  @Test
  void tensor_negativeEntry() {
    failsWith(
        new ObservedNim() {
          @Override
          public void observationTensor(State s, int player, float[] out, int offset) {
            super.observationTensor(s, player, out, offset);
            out[offset + 1] = -out[offset + 1];
          }
        },
        "observationTensor from player 0: entry 1 is -1.0, not in [0, 1]");
  }

  @Test
  void tensor_ofAnEqualState_differs() {
    failsWith(
        new ObservedNim() {
          private int calls;

          @Override
          public void observationTensor(State s, int player, float[] out, int offset) {
            super.observationTensor(s, player, out, offset);
            out[offset + 2] = calls++ % 2;
          }
        },
        "observationTensor from player 0 differs for an equal state (parsed from the notation):"
            + " first difference at entry 2");
  }

  @Test
  void mask_writesPastItsEntries() {
    failsWith(
        new ObservedNim() {
          @Override
          public void legalActionMask(State s, float[] out, int offset) {
            super.legalActionMask(s, out, offset);
            out[offset + 4] = 1f;
          }
        },
        "legalActionMask wrote outside its 4 entries (at 4 relative to the offset)");
  }

  @Test
  void mask_writesBeforeItsOffset() {
    failsWith(
        new ObservedNim() {
          @Override
          public void legalActionMask(State s, float[] out, int offset) {
            super.legalActionMask(s, out, offset);
            if (offset > 0) {
              out[offset - 3] = 0f;
            }
          }
        },
        "legalActionMask wrote outside its 4 entries (at -3 relative to the offset)");
  }

  @Test
  void mask_missingALegalId() {
    failsWith(
        new ObservedNim() {
          @Override
          public void legalActionMask(State s, float[] out, int offset) {
            Observations.checkMaskArguments(this, out, offset);
            Arrays.fill(out, offset, offset + 4, 0f);
          }
        },
        "legalActionMask has 0.0 at id 2, which is a legal action id");
  }

  @Test
  void mask_markingAnIllegalId() {
    failsWith(
        new ObservedNim() {
          @Override
          public void legalActionMask(State s, float[] out, int offset) {
            super.legalActionMask(s, out, offset);
            out[offset] = 1f;
          }
        },
        "legalActionMask has 1.0 at id 0, which is not a legal action id");
  }

  // ------------------------------------------------------------------------ sufficiency

  private static final String SUFFICIENCY =
      "(?s)coin-flip-nim conformance failed: seed \\d+ .*: java.lang.AssertionError: the states"
          + " \\d+/c?\\d and \\d+/c?\\d have equal observation tensors from player \\d";

  @Test
  void tensorBlindToThePile_differentLegalIds() {
    // piles 1 and 2 look alike; only piles from 2 allow taking two
    AssertionError e =
        fails(
            new ObservedNim() {
              @Override
              public void observationTensor(State s, int player, float[] out, int offset) {
                super.observationTensor(s, player, out, offset);
                out[offset] = s.pile() == 0 ? 0f : 1f;
              }
            },
            0);
    assertTrue(
        e.getMessage()
            .matches(
                SUFFICIENCY + ", but different legal action ids: the tensor is not sufficient"),
        e.getMessage());
  }

  @Test
  void tensorBlindToTheWinner_differentResults() {
    AssertionError e =
        fails(
            new ObservedNim() {
              @Override
              public void observationTensor(State s, int player, float[] out, int offset) {
                super.observationTensor(s, player, out, offset);
                if (s.pile() == 0) {
                  out[offset + 1] = 0f;
                }
              }
            },
            0);
    assertTrue(
        e.getMessage()
            .matches(SUFFICIENCY + ", but different results: the tensor is not sufficient"),
        e.getMessage());
    assertTrue(
        e.getMessage().contains("the states 0/1 and 0/0 have")
            || e.getMessage().contains("the states 0/0 and 0/1 have"),
        e.getMessage());
  }

  @Test
  void tensorBlindToAnUnfairCoin_differentChanceProbabilities() {
    // the first coin is unfair; the tensor does not show the pile at a coin
    AssertionError e =
        fails(
            new ObservedNim() {
              @Override
              public List<ChanceOutcome<Integer>> chanceOutcomes(State s) {
                return isChance(s) && s.pile() == 7
                    ? List.of(new ChanceOutcome<>(2, 1, 3), new ChanceOutcome<>(3, 2, 3))
                    : super.chanceOutcomes(s);
              }

              @Override
              public void observationTensor(State s, int player, float[] out, int offset) {
                super.observationTensor(s, player, out, offset);
                if (s.coin()) {
                  out[offset] = 0f;
                }
              }
            },
            0);
    assertTrue(
        e.getMessage()
            .matches(
                SUFFICIENCY + ", but different chance probabilities: the tensor is not sufficient"),
        e.getMessage());
    assertTrue(e.getMessage().contains("the states 7/c0 and "), e.getMessage());
  }

  @Test
  void equalProbabilitiesWrittenDifferently_areEqual() {
    // 1/2 and 2/4 are the same chance: a tensor blind to which is written is sufficient
    Conformance.Report r =
        Conformance.of(
                new ObservedNim() {
                  @Override
                  public List<ChanceOutcome<Integer>> chanceOutcomes(State s) {
                    return isChance(s) && s.pile() == 7
                        ? List.of(new ChanceOutcome<>(2, 2, 4), new ChanceOutcome<>(3, 2, 4))
                        : super.chanceOutcomes(s);
                  }

                  @Override
                  public void observationTensor(State s, int player, float[] out, int offset) {
                    super.observationTensor(s, player, out, offset);
                    if (s.coin()) {
                      out[offset] = 0f;
                    }
                  }
                })
            .games(20)
            .seed(9)
            .threads(1)
            .fuzzCases(0)
            .observationDepth(0)
            .run();
    assertTrue(r.observationsCompared() > 0, r.toString());
  }

  @Test
  void blindSpotTwoPliesDown_namesThePath() {
    // piles 3 and 4 look alike, and so do their children (2 and 3 after a take of one, 1 and 2 of
    // two); the coin then shows nothing new: a take from there differs a ply deeper
    AssertionError e =
        fails(
            new ObservedNim() {
              @Override
              public void observationTensor(State s, int player, float[] out, int offset) {
                super.observationTensor(s, player, out, offset);
                out[offset] = s.pile() >= 3 ? 1f : s.pile() / 7f;
              }
            },
            3);
    assertTrue(
        e.getMessage().matches("(?s).* after the action ids \\[\\d(, \\d)*\\], but .*"),
        e.getMessage());
  }

  // ------------------------------------------------------------------------ more faults

  @Test
  void mask_notWritingIdZero_isSeenAsNotWritten() {
    failsWith(
        new ObservedNim() {
          @Override
          public void legalActionMask(State s, float[] out, int offset) {
            Observations.checkMaskArguments(this, out, offset);
            float keep = out[offset];
            super.legalActionMask(s, out, offset);
            out[offset] = keep;
          }
        },
        "legalActionMask has NaN at id 0, which is not a legal action id");
  }

  @Test
  void mask_thatAllocates_fails() {
    AssertionError e =
        fails(
            new ObservedNim() {
              @SuppressWarnings("unused") // written so that the copy escapes
              private volatile float[] last;

              @Override
              public void legalActionMask(State s, float[] out, int offset) {
                super.legalActionMask(s, out, offset);
                last = out.clone();
              }
            },
            2);
    assertTrue(e.getMessage().endsWith("bytes: they must allocate nothing"), e.getMessage());
  }

  @Test
  void digest_isTheHashOfBothTensorsAndTheMask() {
    ObservedNim game = new ObservedNim();
    CoinFlipNim.State s = new CoinFlipNim.State(5, 1, false);
    float[] all = {
      5 / 7f,
      0f,
      0f, // from player 0: pile, not to move, no coin
      5 / 7f,
      1f,
      0f, // from player 1
      1f,
      1f,
      0f,
      0f // takes of one and two are legal
    };
    assertEquals(Integer.toHexString(Arrays.hashCode(all)), ObservationCheck.digest(game, s));
  }
}
