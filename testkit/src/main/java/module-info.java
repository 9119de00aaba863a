/**
 * Conformance checks any {@link dev.tabula.core.Game} must pass: see {@link
 * dev.tabula.testkit.Conformance}. Framework-neutral: failures are {@link AssertionError}s. The
 * package {@code dev.tabula.testkit.fixtures} holds small games for testing tools that run any
 * game.
 */
module dev.tabula.testkit {
  // @CheckReturnValue on values whose setters return copies: compile time only.
  requires static com.google.errorprone.annotations;
  requires transitive dev.tabula.core;

  // Conformance measures allocation with com.sun.management.ThreadMXBean.
  requires jdk.management;

  // PhoneText reads pictures as XML.
  requires java.xml;

  exports dev.tabula.testkit;
  exports dev.tabula.testkit.fixtures;

  // Conformance looks up the provider of the game under test to check its setup round trip.
  uses dev.tabula.core.GameProvider;
}
