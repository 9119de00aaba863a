package dev.tabula.core.spi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link WeightFile}: the format, each way a file can be wrong, where weights come from, and the
 * lazily made evaluation.
 */
class WeightFileTest {
  private static final String PROPERTY = "tabula.test.weight-file";
  private static final String GOOD =
      WeightFile.FORMAT + "\n# trained on nothing\nfeatures test-1\nweights 3\n0.5\n-2\n1e-3\n";

  private static String refusal(String text) {
    return assertThrows(
            IllegalArgumentException.class,
            () -> WeightFile.read(new StringReader(text), "test-1", 3))
        .getMessage();
  }

  @Test
  void read_givesTheWeightsInOrder_skippingCommentsAndBlankLines() {
    assertArrayEquals(
        new double[] {0.5, -2, 0.001}, WeightFile.read(new StringReader(GOOD), "test-1", 3));
    assertArrayEquals(
        new double[] {1, 2, 3},
        WeightFile.read(
            new StringReader("\n features test-1 \n\nweights 3\n1\n# x\n2\n3"), "test-1", 3));
  }

  @Test
  void read_refusesABadFile_givingTheLine() {
    assertEquals(
        "line 1: expected 'features test-1', got 'features test-2'", refusal("features test-2\n"));
    assertEquals(
        "line 3: expected 'weights 3', got 'weights 2'",
        refusal("# c\nfeatures test-1\nweights 2\n1\n2\n"));
    assertEquals(
        "line 4: expected a finite number, got 'NaN'",
        refusal("features test-1\nweights 3\n1\nNaN\n"));
    assertEquals(
        "line 3: expected a finite number, got 'Infinity'",
        refusal("features test-1\nweights 3\nInfinity\n"));
    assertEquals(
        "line 3: expected a finite number, got '0,5'",
        refusal("features test-1\nweights 3\n0,5\n"));
    assertEquals(
        "expected 3 weights after 'features test-1' and 'weights 3', got 1",
        refusal("features test-1\nweights 3\n0.5\n"));
    assertEquals("expected 3 weights after 'features test-1' and 'weights 3', got 0", refusal(""));
    assertEquals(
        "line 6: more than 3 weights", refusal("features test-1\nweights 3\n1\n2\n3\n4\n"));
  }

  @Test
  void load_withoutTheProperty_readsTheShippedWeights() {
    System.clearProperty(PROPERTY);
    assertArrayEquals(new double[] {0.5, -2, 0.001}, load(GOOD));
    assertEquals(
        "the shipped weights (test-1) are missing",
        assertThrows(
                IllegalStateException.class,
                () -> WeightFile.load(PROPERTY, () -> null, "test-1", 3))
            .getMessage());
    assertEquals(
        "the shipped weights (test-1) are bad: line 1: expected 'features test-1', got 'x'",
        assertThrows(IllegalStateException.class, () -> load("x\n")).getMessage());
  }

  @Test
  void load_withTheProperty_readsItsFile_andNamesItWhenItIsBad(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("w.txt");
    Files.writeString(file, "features test-1\nweights 3\n7\n8\n9\n");
    try {
      System.setProperty(PROPERTY, file.toString());
      assertArrayEquals(new double[] {7, 8, 9}, load("not read"));
      Files.writeString(file, "features test-1\nweights 3\n7\n");
      assertEquals(
          "bad weights in "
              + PROPERTY
              + "="
              + file
              + ": expected 3 weights after 'features test-1' and 'weights 3', got 1",
          assertThrows(IllegalArgumentException.class, () -> load(GOOD)).getMessage());
      Path missing = dir.resolve("missing.txt");
      System.setProperty(PROPERTY, missing.toString());
      assertEquals(
          "cannot read the weights of " + PROPERTY + "=" + missing + ": no such file",
          assertThrows(IllegalArgumentException.class, () -> load(GOOD)).getMessage());
      System.setProperty(PROPERTY, " ");
      assertArrayEquals(new double[] {0.5, -2, 0.001}, load(GOOD), "a blank property is unset");
    } finally {
      System.clearProperty(PROPERTY);
    }
  }

  @Test
  void lazily_readsOnFirstUse_sharesTheResult_andTriesAgainAfterAFailure(@TempDir Path dir)
      throws Exception {
    java.util.concurrent.atomic.AtomicInteger opened =
        new java.util.concurrent.atomic.AtomicInteger();
    java.util.function.Supplier<double[]> weights =
        WeightFile.lazily(
            PROPERTY,
            () -> {
              opened.incrementAndGet();
              return new ByteArrayInputStream(GOOD.getBytes(StandardCharsets.UTF_8));
            },
            "test-1",
            3,
            w -> w);
    assertEquals(0, opened.get(), "nothing read before the first use");
    Path file = dir.resolve("bad.txt");
    Files.writeString(file, "features test-9\n");
    try {
      System.setProperty(PROPERTY, file.toString());
      assertThrows(IllegalArgumentException.class, weights::get);
      assertThrows(IllegalArgumentException.class, weights::get);
    } finally {
      System.clearProperty(PROPERTY);
    }
    double[] first = weights.get();
    assertArrayEquals(new double[] {0.5, -2, 0.001}, first);
    assertTrue(first == weights.get(), "made once, then shared");
    assertEquals(1, opened.get());
  }

  private static double[] load(String shipped) {
    return WeightFile.load(
        PROPERTY,
        () -> new ByteArrayInputStream(shipped.getBytes(StandardCharsets.UTF_8)),
        "test-1",
        3);
  }
}
