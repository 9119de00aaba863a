package dev.tabula.cli;

import dev.tabula.core.GameProvider;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code tabula games}: the games on the class path, their descriptions and setup options. */
@Command(
    name = "games",
    description =
        "Lists the available games with a description and their setup options"
            + " (give them with --option NAME=VALUE, or --players N).")
final class GamesCommand implements Callable<Integer> {
  @Mixin HelpOption help;

  private final Env env;

  GamesCommand(Env env) {
    this.env = env;
  }

  @Override
  public Integer call() {
    Map<String, GameProvider> providers = new TreeMap<>();
    for (GameProvider p : ServiceLoader.load(GameProvider.class)) {
      providers.putIfAbsent(p.name(), p);
    }
    int width = 0;
    int optionWidth = 0;
    for (GameProvider p : providers.values()) {
      width = Math.max(width, p.name().length());
      for (String o : p.options().keySet()) {
        optionWidth = Math.max(optionWidth, o.length());
      }
    }
    for (GameProvider p : providers.values()) {
      env.out().println(String.format("%-" + width + "s  %s", p.name(), p.description()));
      for (Map.Entry<String, String> o : p.options().entrySet()) {
        env.out()
            .println(
                String.format(
                    "%-" + width + "s    -o %-" + (optionWidth + 1) + "s  %s",
                    "",
                    o.getKey() + "=",
                    o.getValue()));
      }
    }
    if (providers.isEmpty()) {
      env.out().flush();
      Messages.printError(env.err(), "no games found on the class path");
      return Main.EXIT_USAGE;
    }
    return 0;
  }
}
