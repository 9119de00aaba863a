package example.lib;

/** Implemented by users: a method added here breaks their code (source incompatible). */
public interface Rules {
  int players();

  int maxPlies();
}
