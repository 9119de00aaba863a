/**
 * The {@code stack-snake} {@link dev.tabula.core.GameProvider} service ({@link
 * dev.tabula.stacksnake.internal.StackSnakeProvider}), found through {@link
 * java.util.ServiceLoader}; not exported: use {@link dev.tabula.core.GameProvider#find(String)} or
 * {@link dev.tabula.stacksnake.StackSnakeGame} directly.
 */
@NullMarked
package dev.tabula.stacksnake.internal;

import org.jspecify.annotations.NullMarked;
