package dev.tabula.marrakech;

/** Placeholder until the engine lands; delete it then. */
public final class Placeholder {
  private Placeholder() {}
}
