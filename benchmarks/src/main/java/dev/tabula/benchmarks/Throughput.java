package dev.tabula.benchmarks;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The settings every benchmark here shares, inherited by its subclasses (JMH reads annotations up
 * the class hierarchy; a subclass's own annotation wins): throughput in operations per second, one
 * fork, 3 warm-up iterations of 2 s, 5 measured iterations of 2 s, one state per thread. The
 * command line overrides any of them ({@code -f}, {@code -wi}, {@code -w}, {@code -i}, {@code -r}).
 *
 * <p>Each benchmark class measures the engine beside a baseline in the same run, chosen by its
 * {@code impl} parameter.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@State(Scope.Thread)
public abstract class Throughput {
  /** For subclasses. */
  protected Throughput() {}
}
