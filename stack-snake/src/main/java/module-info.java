/**
 * Stack-snake rules engine: 19 scale tiles in a line, stacks stepped by the mark of their top tile,
 * and the first stack of seven wins. Start with {@link dev.tabula.stacksnake.StackSnakeGame}; the
 * game is also registered as the {@code stack-snake} {@link dev.tabula.core.GameProvider}.
 */
module dev.tabula.stacksnake {
  requires transitive dev.tabula.core;
  requires static com.google.errorprone.annotations;

  exports dev.tabula.stacksnake;

  provides dev.tabula.core.GameProvider with
      dev.tabula.stacksnake.internal.StackSnakeProvider;
}
