"""The program: its entry points and the terminal (layer 7, docs/architecture.md).

``cli`` reads the command line and wires a game; ``terminal`` reads lines and prints
answers; ``signals`` ends the game on SIGTERM and SIGHUP; the subcommands ``speak``,
``listen``, ``records``, ``doctor``, ``completion`` and ``stats`` have modules of their own;
``parsers`` reads every parser as rows; ``solver_build`` compiles the solver's C core.
"""
