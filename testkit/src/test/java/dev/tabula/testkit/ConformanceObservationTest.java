package dev.tabula.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Observations;
import dev.tabula.testkit.fixtures.CoinFlipNim;
import org.junit.jupiter.api.Test;

/** The observation checks of {@link Conformance}: a correct encoding passes, each fault fails. */
class ConformanceObservationTest {

  /**
   * CoinFlipNim with observations: {@code [pile / 7, viewer to move, coin to flip]}, a sufficient
   * encoding (the state is pile, mover and coin), and an allocation-free {@code legalActions}.
   */
  static class ObservedNim extends CoinFlipNim implements Observations<CoinFlipNim.State> {
    @Override
    public int[] observationShape() {
      return new int[] {3};
    }

    @Override
    public int observationSize() {
      return 3;
    }

    @Override
    public void observationTensor(State s, int player, float[] out, int offset) {
      Observations.checkTensorArguments(this, player, out, offset);
      out[offset] = s.pile() / 7f;
      out[offset + 1] = s.mover() == player ? 1f : 0f;
      out[offset + 2] = s.coin() ? 1f : 0f;
    }

    @Override
    public void legalActionMask(State s, float[] out, int offset) {
      Observations.writeLegalActionMask(this, s, out, offset);
    }

    @Override
    public int legalActions(State s, int[] buffer) {
      if (s.pile() == 0) {
        return 0;
      }
      buffer[0] = s.coin() ? 2 : 0;
      buffer[1] = s.coin() ? 3 : 1;
      return s.coin() || s.pile() >= 2 ? 2 : 1;
    }
  }

  private static AssertionError fails(CoinFlipNim game) {
    return assertThrows(
        AssertionError.class, () -> Conformance.of(game).games(50).seed(9).threads(1).run());
  }

  private static void says(AssertionError e, String problem) {
    assertTrue(e.getMessage().contains(problem), e.getMessage());
    assertTrue(e.getMessage().startsWith("coin-flip-nim conformance failed"), e.getMessage());
  }

  @Test
  void run_sufficientEncoding_passes() {
    Conformance.Report r = Conformance.of(new ObservedNim()).games(100).seed(3).run();
    assertEquals(r.plies() + r.games(), r.observed(), r.toString());
    assertEquals(0, r.observationsCompared(), r.toString());
  }

  @Test
  void run_gameWithoutObservations_observesNothing() {
    assertEquals(0, Conformance.of(new CoinFlipNim()).games(5).run().observed());
  }

  @Test
  void run_tensorWithoutTheCoin_isNotSufficient() {
    AssertionError e =
        fails(
            new ObservedNim() {
              @Override
              public void observationTensor(State s, int player, float[] out, int offset) {
                super.observationTensor(s, player, out, offset);
                out[offset + 2] = 0f;
              }
            });
    says(e, "a different currentPlayer: the tensor is not sufficient");
    assertTrue(e.getMessage().contains("seed "), e.getMessage());
  }

  @Test
  void run_tensorBlindAbovePileThree_failsAPlyDeeper() {
    // piles 3..7 look alike, and so do their legal moves: only after a take do the tensors differ
    AssertionError e =
        fails(
            new ObservedNim() {
              @Override
              public void observationTensor(State s, int player, float[] out, int offset) {
                super.observationTensor(s, player, out, offset);
                out[offset] = Math.min(s.pile(), 3) / 7f;
              }
            });
    says(e, "their tensors differ after the action id");
  }

  @Test
  void run_blindSpotBeyondTheDepth_passes() {
    // the same blind spot, checked 0 plies deep: only the states themselves are compared
    Conformance.Report r =
        Conformance.of(
                new ObservedNim() {
                  @Override
                  public void observationTensor(State s, int player, float[] out, int offset) {
                    super.observationTensor(s, player, out, offset);
                    out[offset] = Math.min(s.pile(), 3) / 7f;
                  }
                })
            .games(50)
            .seed(9)
            .observationDepth(0)
            .run();
    assertTrue(r.observationsCompared() > 0, r.toString());
  }

  @Test
  void run_valueAboveOne_fails() {
    AssertionError e =
        fails(
            new ObservedNim() {
              @Override
              public void observationTensor(State s, int player, float[] out, int offset) {
                super.observationTensor(s, player, out, offset);
                out[offset] = s.pile() / 5f;
              }
            });
    says(e, "entry 0 is 1.4, not in [0, 1]");
  }

  @Test
  void run_entryNotWritten_fails() {
    AssertionError e =
        fails(
            new ObservedNim() {
              @Override
              public void observationTensor(State s, int player, float[] out, int offset) {
                Observations.checkTensorArguments(this, player, out, offset);
                out[offset] = s.pile() / 7f;
                out[offset + 1] = s.mover() == player ? 1f : 0f;
              }
            });
    says(e, "entry 2 is NaN (not written, or NaN)");
  }

  @Test
  void run_writesPastItsEntries_fails() {
    AssertionError e =
        fails(
            new ObservedNim() {
              @Override
              public void observationTensor(State s, int player, float[] out, int offset) {
                super.observationTensor(s, player, out, offset);
                out[offset + 3] = 0f;
              }
            });
    says(e, "observationTensor wrote outside its 3 entries (at 3 relative to the offset)");
  }

  @Test
  void run_tensorNotAFunctionOfTheState_fails() {
    AssertionError e =
        fails(
            new ObservedNim() {
              private int calls;

              @Override
              public void observationTensor(State s, int player, float[] out, int offset) {
                super.observationTensor(s, player, out, offset);
                out[offset + 2] = calls++ % 2;
              }
            });
    says(e, "differs for an equal state");
  }

  @Test
  void run_badViewpointNotRefused_fails() {
    AssertionError e =
        fails(
            new ObservedNim() {
              @Override
              public void observationTensor(State s, int player, float[] out, int offset) {
                out[offset] = s.pile() / 7f;
                out[offset + 1] = s.mover() == player ? 1f : 0f;
                out[offset + 2] = s.coin() ? 1f : 0f;
              }
            });
    says(e, "viewpoint -1 did not throw");
  }

  @Test
  void run_shortArrayGivesAnotherException_fails() {
    AssertionError e =
        fails(
            new ObservedNim() {
              @Override
              public void observationTensor(State s, int player, float[] out, int offset) {
                if (player < 0 || player > 1 || offset < 0) {
                  throw new IllegalArgumentException("bad");
                }
                out[offset + 2] = s.coin() ? 1f : 0f;
                out[offset + 1] = s.mover() == player ? 1f : 0f;
                out[offset] = s.pile() / 7f;
              }
            });
    says(e, "one entry short threw java.lang.ArrayIndexOutOfBoundsException");
  }

  @Test
  void run_shapeNotACopy_fails() {
    int[] shape = {3};
    AssertionError e =
        fails(
            new ObservedNim() {
              @Override
              public int[] observationShape() {
                return shape;
              }
            });
    says(e, "observationShape() returns its own array, not a copy");
  }

  @Test
  void run_sizeNotTheProductOfTheShape_fails() {
    AssertionError e =
        fails(
            new ObservedNim() {
              @Override
              public int observationSize() {
                return 4;
              }
            });
    says(e, "observationSize() is 4, the product of the shape [3] is 3");
  }

  @Test
  void run_maskMarkingEveryId_fails() {
    AssertionError e =
        fails(
            new ObservedNim() {
              @Override
              public void legalActionMask(State s, float[] out, int offset) {
                Observations.checkMaskArguments(this, out, offset);
                java.util.Arrays.fill(out, offset, offset + numDistinctActions(), 1f);
              }
            });
    says(e, "legalActionMask has 1.0 at id");
  }

  @Test
  void run_tensorThatAllocates_fails() {
    AssertionError e =
        fails(
            new ObservedNim() {
              @SuppressWarnings("unused") // written so that the copy escapes
              private volatile float[] last;

              @Override
              public void observationTensor(State s, int player, float[] out, int offset) {
                super.observationTensor(s, player, out, offset);
                last = out.clone();
              }
            });
    says(e, "they must allocate nothing");
  }

  @Test
  void observationDepth_negative_isRefused() {
    assertThrows(
        IllegalArgumentException.class,
        () -> Conformance.of(new ObservedNim()).observationDepth(-1));
  }
}
