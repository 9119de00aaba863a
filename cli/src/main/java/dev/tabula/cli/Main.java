package dev.tabula.cli;

/** Entry point of the tabula command (placeholder). */
public final class Main {
  private Main() {}

  /**
   * Runs the command line.
   *
   * @param args arguments
   */
  public static void main(String[] args) {
    System.out.println("tabula");
  }
}
