package dev.tabula.cli;

import java.io.PrintWriter;

/**
 * A progress line on standard error, redrawn in place; silent unless standard error is a terminal.
 * Redraws at most ten times a second.
 */
final class Progress {
  private final PrintWriter err;
  private final boolean enabled;
  private final long startNanos = System.nanoTime();
  private long lastDraw;
  private boolean shown;

  Progress(Env env) {
    this(env.err(), env.stderrIsTerminal());
  }

  private Progress(PrintWriter err, boolean enabled) {
    this.err = err;
    this.enabled = enabled;
  }

  /** A progress that never shows anything: for work running beside the one that reports. */
  static Progress silent(Env env) {
    return new Progress(env.err(), false);
  }

  boolean enabled() {
    return enabled;
  }

  /** Seconds since this object was made. */
  double elapsedSeconds() {
    return (System.nanoTime() - startNanos) / 1e9;
  }

  /**
   * Whether {@link #show} would draw now (enabled, and not drawn within the last 100 ms): callers
   * whose text is costly to make ask first.
   */
  boolean due() {
    return enabled && (!shown || System.nanoTime() - lastDraw >= 100_000_000L);
  }

  /** Shows the text (if enabled and not redrawn within the last 100 ms, unless forced). */
  void show(String text, boolean force) {
    if (!enabled) {
      return;
    }
    long now = System.nanoTime();
    if (!force && shown && now - lastDraw < 100_000_000L) {
      return;
    }
    lastDraw = now;
    err.print("\r\033[K" + text);
    err.flush();
    shown = true;
  }

  /** Removes the progress line, e.g. before printing a result. */
  void clear() {
    if (enabled && shown) {
      err.print("\r\033[K");
      err.flush();
      shown = false;
    }
  }

  /** Replaces the progress line with a final line that stays. */
  void finish(String text) {
    if (enabled) {
      clear();
      err.println(text);
      err.flush();
    }
  }

  /** The rate of {@code count} things in {@code seconds}, formatted by {@link #rate(double)}. */
  static String rate(long count, double seconds) {
    return rate(count / Math.max(seconds, 1e-9));
  }

  /** Formats a rate like {@code 1.23M} or {@code 456k}. */
  static String rate(double perSecond) {
    if (perSecond >= 1e9) {
      return String.format("%.2fG", perSecond / 1e9);
    } else if (perSecond >= 1e6) {
      return String.format("%.2fM", perSecond / 1e6);
    } else if (perSecond >= 1e3) {
      return String.format("%.1fk", perSecond / 1e3);
    }
    return String.format("%.0f", perSecond);
  }
}
