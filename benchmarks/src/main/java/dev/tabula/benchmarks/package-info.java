/**
 * JMH benchmarks of the engines, each beside a straightforward baseline in the same run: the shared
 * settings ({@link dev.tabula.benchmarks.Throughput}) and the engine/baseline parameter ({@link
 * dev.tabula.benchmarks.EngineOrBaseline}). Run {@code java -jar benchmarks/target/benchmarks.jar
 * -l} to list them.
 */
package dev.tabula.benchmarks;
