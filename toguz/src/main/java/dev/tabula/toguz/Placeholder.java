package dev.tabula.toguz;

/** Placeholder until the engine lands; delete it then. */
public final class Placeholder {
  private Placeholder() {}
}
