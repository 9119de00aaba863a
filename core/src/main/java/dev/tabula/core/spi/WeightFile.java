package dev.tabula.core.spi;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * The weight files of learned evaluations, as {@code training/train_eval.py} writes them: comment
 * lines starting with {@code #} (the first is {@value #FORMAT}, the others say what the weights
 * were trained on), then {@code features NAME} (the layout of the features the weights belong to),
 * {@code weights N} and {@code N} numbers, one per line. An evaluation reads its shipped weights
 * from a resource of its module, or, for training's later generations, from a file that a system
 * property names ({@link #load}).
 *
 * <p>Not instantiable; the methods are thread-safe.
 */
public final class WeightFile {
  /** The first line of a weight file: {@value}. */
  public static final String FORMAT = "# tabula-learned-eval 1";

  private WeightFile() {}

  /**
   * Reads the weights of a file with the given features and number of weights.
   *
   * @param in the file's text; read to its end, not closed
   * @param features the features' name the file must give
   * @param count the number of weights it must hold
   * @return the weights, all finite
   * @throws IllegalArgumentException if the text is not such a file; the message gives the line
   * @throws UncheckedIOException if reading fails
   */
  public static double[] read(Reader in, String features, int count) {
    Objects.requireNonNull(in, "in");
    Objects.requireNonNull(features, "features");
    BufferedReader lines = new BufferedReader(in);
    double[] w = new double[count];
    int n = 0;
    int stage = 0;
    int lineNumber = 0;
    try {
      for (String line = lines.readLine(); line != null; line = lines.readLine()) {
        lineNumber++;
        String t = line.strip();
        if (t.isEmpty() || t.startsWith("#")) {
          continue;
        }
        if (stage == 0) {
          expect(t, "features " + features, lineNumber);
          stage = 1;
        } else if (stage == 1) {
          expect(t, "weights " + count, lineNumber);
          stage = 2;
        } else {
          if (n == count) {
            throw new IllegalArgumentException(
                "line " + lineNumber + ": more than " + count + " weights");
          }
          double v;
          try {
            v = Double.parseDouble(t);
          } catch (NumberFormatException e) {
            v = Double.NaN;
          }
          if (!Double.isFinite(v)) {
            throw new IllegalArgumentException(
                "line " + lineNumber + ": expected a finite number, got '" + t + "'");
          }
          w[n++] = v;
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    if (n < count) {
      throw new IllegalArgumentException(
          "expected "
              + count
              + " weights after 'features "
              + features
              + "' and 'weights "
              + count
              + "', got "
              + n);
    }
    return w;
  }

  /**
   * Reads the weights of the file the system property names, when it is set, else the shipped ones.
   *
   * <p>The shipped weights are a resource of the evaluation's own module, which a named module
   * opens only to itself: so the evaluation opens it, in {@code shipped}, for example {@code () ->
   * MyEvaluation.class.getResourceAsStream("learned-eval.txt")}. The stream is closed here.
   *
   * @param property the system property that may name a file instead
   * @param shipped opens the shipped weights, or returns null if they are missing; called only when
   *     the property is not set
   * @param features the features' name the file must give
   * @param count the number of weights it must hold
   * @return the weights
   * @throws IllegalArgumentException if the property names a file that cannot be read or is not a
   *     weight file; the message names the property, the file and, for a bad file, the line
   * @throws IllegalStateException if the shipped weights are missing or are not a weight file
   * @throws UncheckedIOException if reading the shipped weights fails
   */
  public static double[] load(
      String property,
      Supplier<? extends @Nullable InputStream> shipped,
      String features,
      int count) {
    Objects.requireNonNull(property, "property");
    Objects.requireNonNull(shipped, "shipped");
    Objects.requireNonNull(features, "features");
    String file = System.getProperty(property);
    if (file != null && !file.isBlank()) {
      try (Reader in = Files.newBufferedReader(Path.of(file), StandardCharsets.UTF_8)) {
        return read(in, features, count);
      } catch (IOException | InvalidPathException e) {
        throw new IllegalArgumentException(
            "cannot read the weights of "
                + property
                + "="
                + file
                + ": "
                + (e instanceof NoSuchFileException ? "no such file" : e.getMessage()),
            e);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(
            "bad weights in " + property + "=" + file + ": " + e.getMessage(), e);
      }
    }
    try (InputStream in = shipped.get()) {
      if (in == null) {
        throw new IllegalStateException("the shipped weights (" + features + ") are missing");
      }
      return read(new InputStreamReader(in, StandardCharsets.UTF_8), features, count);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (IllegalArgumentException e) {
      throw new IllegalStateException(
          "the shipped weights (" + features + ") are bad: " + e.getMessage(), e);
    }
  }

  /**
   * Returns a supplier of an evaluation made from the weights {@link #load} reads, read on the
   * first call to {@code get} and shared after that; a call that fails (a bad file named by the
   * property) throws what {@code load} throws, and a later call tries again. The supplier is
   * thread-safe.
   *
   * @param <E> the evaluation's type
   * @param property the system property that may name a file instead
   * @param shipped opens the shipped weights (see {@link #load})
   * @param features the features' name the file must give
   * @param count the number of weights it must hold
   * @param make the evaluation of the weights
   * @return the supplier
   */
  public static <E> Supplier<E> lazily(
      String property,
      Supplier<? extends @Nullable InputStream> shipped,
      String features,
      int count,
      Function<double[], ? extends E> make) {
    Objects.requireNonNull(property, "property");
    Objects.requireNonNull(shipped, "shipped");
    Objects.requireNonNull(features, "features");
    Objects.requireNonNull(make, "make");
    return new Supplier<E>() {
      private volatile @Nullable E made;

      @Override
      public E get() {
        E e = made;
        if (e == null) {
          synchronized (this) {
            e = made;
            if (e == null) {
              e = Objects.requireNonNull(make.apply(load(property, shipped, features, count)));
              made = e;
            }
          }
        }
        return e;
      }
    };
  }

  private static void expect(String line, String expected, int lineNumber) {
    if (!line.equals(expected)) {
      throw new IllegalArgumentException(
          "line " + lineNumber + ": expected '" + expected + "', got '" + line + "'");
    }
  }
}
