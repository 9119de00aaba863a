package dev.tabula.cli;

import java.io.BufferedWriter;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * Entry point of the {@code tabula} command: perft, moves, apply, render, replay, play, match,
 * selfplay, bench and games for every game found through {@link dev.tabula.core.GameProvider}.
 *
 * <p>Exit status: 0 on success, 2 for any error in the input (usage, unknown game, bad position,
 * illegal move, unreadable file), reported as one line on standard error; 1 when {@code replay
 * --check} finds a record whose result disagrees with the rules; 3 for an internal error (a bug,
 * also reported as one line; {@code TABULA_DEBUG=1} adds the stack trace).
 */
public final class Main {
  /** Exit status for errors in the input. */
  static final int EXIT_USAGE = 2;

  /** Exit status for a bug: an unexpected exception. */
  static final int EXIT_INTERNAL = 3;

  private Main() {}

  /**
   * Runs the command line and exits with its status.
   *
   * @param args the arguments
   */
  public static void main(String[] args) {
    PrintWriter out = new StdoutWriter(writer(FileDescriptor.out, "stdout"));
    PrintWriter err = new PrintWriter(writer(FileDescriptor.err, "stderr"), true);
    Env env = new Env(System.in, out, err, Terminals.stdout(), Terminals.stderr(), System.getenv());
    int status = run(env, args);
    out.flush();
    err.flush();
    System.exit(status);
  }

  /**
   * A buffered writer on a standard stream, in that stream's charset (see {@link #outputCharset}).
   */
  private static Writer writer(FileDescriptor fd, String stream) {
    return new BufferedWriter(
        new OutputStreamWriter(new FileOutputStream(fd), outputCharset(stream)));
  }

  /**
   * The charset of a standard stream ({@code "stdout"} or {@code "stderr"}) as Java reports it
   * ({@code stdout.encoding} and {@code stderr.encoding} from Java 19; {@code sun.*.encoding} on a
   * Windows console before), else UTF-8. Each stream has its own: play's board goes to stderr.
   */
  private static Charset outputCharset(String stream) {
    for (String property : new String[] {stream + ".encoding", "sun." + stream + ".encoding"}) {
      String name = System.getProperty(property);
      if (name != null) {
        try {
          return Charset.forName(name);
        } catch (IllegalArgumentException e) {
          // fall through to UTF-8
        }
      }
    }
    return StandardCharsets.UTF_8;
  }

  /**
   * Runs the command line in the given environment and returns the exit status; never throws and
   * never calls {@link System#exit}. When writing to standard output failed ({@code > /dev/full}, a
   * closed descriptor), a run that would have succeeded fails: one line saying why on standard
   * error, exit status 2 (see {@link #checkOutput}).
   */
  static int run(Env env, String... args) {
    int status;
    try {
      status = commandLine(env).execute(args);
    } catch (OutOfMemoryError e) {
      env.out().flush();
      Messages.printError(
          env.err(),
          "out of memory (" + e.getMessage() + "); give Java more with" + " -Xmx, or ask for less");
      status = EXIT_INTERNAL;
    } catch (RuntimeException | Error e) {
      // What picocli does not hand to the handlers, e.g. a broken game provider
      // (ServiceConfigurationError).
      env.out().flush();
      status = internalError(env, env.err(), e);
    }
    status = checkOutput(env, status);
    env.err().flush();
    return status;
  }

  /**
   * Flushes standard output and, when any write to it failed and the command did not already fail,
   * reports it as an error in what the user gave (the destination): {@code cannot write standard
   * output: No space left on device}, exit status 2. A {@link PrintWriter} swallows write errors;
   * {@link StdoutWriter} keeps the first one's reason.
   */
  private static int checkOutput(Env env, int status) {
    if (!env.out().checkError() || status >= EXIT_USAGE) {
      return status;
    }
    IOException failure = env.out() instanceof StdoutWriter w ? w.failure() : null;
    Messages.printError(
        env.err(),
        "cannot write standard output: "
            + (failure == null ? "write error" : Messages.reason(failure)));
    return EXIT_USAGE;
  }

  static CommandLine commandLine(Env env) {
    CommandLine cmd = new CommandLine(new TabulaCommand(env));
    cmd.addSubcommand(new GamesCommand(env));
    cmd.addSubcommand(new PerftCommand(env));
    cmd.addSubcommand(new MovesCommand(env));
    cmd.addSubcommand(new ApplyCommand(env));
    cmd.addSubcommand(new RenderCommand(env));
    cmd.addSubcommand(new ReplayCommand(env));
    cmd.addSubcommand(new PlayCommand(env));
    cmd.addSubcommand(new MatchCommand(env));
    cmd.addSubcommand(new SelfplayCommand(env));
    cmd.addSubcommand(new BenchCommand(env));
    cmd.addSubcommand(new AnalyseCommand(env));
    cmd.addSubcommand(new BookCommand(env));
    cmd.addSubcommand(new TablesCommand(env));
    cmd.addSubcommand(new ServeCommand(env));
    cmd.addSubcommand(new BotCommand(env));
    cmd.setExpandAtFiles(false);
    cmd.setOut(env.out());
    cmd.setErr(env.err());
    cmd.setColorScheme(
        CommandLine.Help.defaultColorScheme(
            env.colorByDefault() ? CommandLine.Help.Ansi.ON : CommandLine.Help.Ansi.OFF));
    cmd.setParameterExceptionHandler(Main::onUsageError);
    cmd.setExecutionExceptionHandler((e, commandLine, parseResult) -> onError(env, e, commandLine));
    return cmd;
  }

  private static int onUsageError(ParameterException e, String[] args) {
    CommandLine cmd = e.getCommandLine();
    cmd.getOut().flush();
    Messages.printError(
        cmd.getErr(),
        UsageErrors.describe(e) + " (see '" + cmd.getCommandSpec().qualifiedName() + " --help')");
    return EXIT_USAGE;
  }

  /**
   * Exit status 2 for errors in what the user gave ({@link CliException}: the commands wrap every
   * problem with the user's arguments, positions, moves and records into one); 3 for anything else,
   * which is a bug, even when it is an {@link IllegalArgumentException} from a game.
   */
  private static int onError(Env env, Exception e, CommandLine cmd) {
    cmd.getOut().flush();
    if (e instanceof CliException) {
      Messages.printError(cmd.getErr(), e.getMessage());
      debug(env, cmd.getErr(), e);
      return EXIT_USAGE;
    }
    return internalError(env, cmd.getErr(), e);
  }

  private static int internalError(Env env, PrintWriter err, Throwable e) {
    String what = e.getClass().getSimpleName();
    String detail = e.getMessage();
    Messages.printError(
        err,
        "internal error, please report it: "
            + what
            + (detail == null || detail.isBlank() ? "" : ": " + detail.strip())
            + (debugging(env) ? "" : " (TABULA_DEBUG=1 prints the stack trace)"));
    debug(env, err, e);
    return EXIT_INTERNAL;
  }

  private static boolean debugging(Env env) {
    return env.environment().containsKey("TABULA_DEBUG");
  }

  private static void debug(Env env, PrintWriter err, Throwable e) {
    if (debugging(env)) {
      e.printStackTrace(err);
      err.flush();
    }
  }
}
