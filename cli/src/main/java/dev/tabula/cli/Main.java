package dev.tabula.cli;

import java.io.BufferedWriter;
import java.io.Console;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.lang.reflect.Method;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * Entry point of the {@code tabula} command: perft, moves, apply, replay, play, bench and games for
 * every game found through {@link dev.tabula.core.GameProvider}.
 *
 * <p>Exit status: 0 on success, 2 for any error in the input (usage, unknown game, bad position,
 * illegal move, unreadable file), reported as one line on standard error; 1 when {@code replay
 * --check} finds a record whose result disagrees with the rules; 3 for an internal error (a bug).
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
    Charset charset = outputCharset();
    PrintWriter out = new PrintWriter(new BufferedWriter(
        new OutputStreamWriter(new FileOutputStream(FileDescriptor.out), charset)), false);
    PrintWriter err = new PrintWriter(new BufferedWriter(
        new OutputStreamWriter(new FileOutputStream(FileDescriptor.err), charset)), true);
    boolean terminal = isTerminal();
    Env env = new Env(System.in, out, err, terminal, terminal, System.getenv());
    int status = run(env, args);
    out.flush();
    err.flush();
    System.exit(status);
  }

  /**
   * Whether a person is probably watching: up to Java 21, {@link System#console()} is non-null only
   * when standard input and output are terminals; from Java 22 it is there even when they are
   * redirected, and {@code Console.isTerminal()} tells.
   */
  static boolean isTerminal() {
    Console console = System.console();
    if (console == null) {
      return false;
    }
    try {
      Method isTerminal = Console.class.getMethod("isTerminal");
      return Boolean.TRUE.equals(isTerminal.invoke(console));
    } catch (NoSuchMethodException e) {
      return true;
    } catch (ReflectiveOperationException | RuntimeException e) {
      return false;
    }
  }

  private static Charset outputCharset() {
    for (String property : new String[] {"stdout.encoding", "sun.stdout.encoding"}) {
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
   * never calls {@link System#exit}.
   */
  static int run(Env env, String... args) {
    CommandLine cmd = commandLine(env);
    int status;
    try {
      status = cmd.execute(args);
    } catch (OutOfMemoryError | StackOverflowError e) {
      env.out().flush();
      env.err().println("tabula: out of memory or stack: " + e);
      status = EXIT_INTERNAL;
    }
    env.out().flush();
    env.err().flush();
    return status;
  }

  static CommandLine commandLine(Env env) {
    CommandLine cmd = new CommandLine(new TabulaCommand());
    cmd.addSubcommand(new GamesCommand(env));
    cmd.addSubcommand(new PerftCommand(env));
    cmd.addSubcommand(new MovesCommand(env));
    cmd.addSubcommand(new ApplyCommand(env));
    cmd.addSubcommand(new ReplayCommand(env));
    cmd.addSubcommand(new PlayCommand(env));
    cmd.addSubcommand(new BenchCommand(env));
    cmd.setExpandAtFiles(false);
    cmd.setOut(env.out());
    cmd.setErr(env.err());
    cmd.setColorScheme(CommandLine.Help.defaultColorScheme(
        env.stdoutIsTerminal() ? CommandLine.Help.Ansi.AUTO : CommandLine.Help.Ansi.OFF));
    cmd.setParameterExceptionHandler(Main::onUsageError);
    cmd.setExecutionExceptionHandler((e, commandLine, parseResult) -> onError(env, e, commandLine));
    return cmd;
  }

  private static int onUsageError(ParameterException e, String[] args) {
    CommandLine cmd = e.getCommandLine();
    PrintWriter err = cmd.getErr();
    String message = lowerFirst(oneLine(e.getMessage()));
    if (e instanceof UnmatchedArgumentException u && !u.getSuggestions().isEmpty()) {
      message += " (did you mean " + String.join(" or ", u.getSuggestions()) + "?)";
    }
    err.println("tabula: " + message + " (see '" + cmd.getCommandSpec().qualifiedName() + " --help')");
    err.flush();
    return EXIT_USAGE;
  }

  private static int onError(Env env, Exception e, CommandLine cmd) {
    PrintWriter err = cmd.getErr();
    cmd.getOut().flush();
    int status;
    String message;
    if (e instanceof CliException) {
      message = e.getMessage();
      status = EXIT_USAGE;
    } else if (e instanceof IllegalArgumentException) {
      // NotationException, IllegalMoveException and bad setup options all are IllegalArgumentExceptions
      // whose message is meant for people.
      message = e.getMessage();
      status = EXIT_USAGE;
    } else {
      message = "internal error (a bug, please report it): " + e;
      status = EXIT_INTERNAL;
    }
    err.println("tabula: " + oneLine(message));
    if (env.environment().containsKey("TABULA_DEBUG")) {
      e.printStackTrace(err);
    }
    err.flush();
    return status;
  }

  /** Folds a message onto one line (the message of an exception may span several). */
  static String oneLine(String message) {
    if (message == null || message.isBlank()) {
      return "error";
    }
    return message.strip().replaceAll("\\s*\\R\\s*", " ");
  }

  /** Picocli's sentences ("Unknown option: ...") start lower case after "tabula: ". */
  static String lowerFirst(String s) {
    return s.length() > 1 && Character.isUpperCase(s.charAt(0)) && Character.isLowerCase(s.charAt(1))
        ? s.substring(0, 1).toLowerCase(Locale.ROOT) + s.substring(1)
        : s;
  }
}
