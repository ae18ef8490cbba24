"""A small SSIP client: speech-dispatcher's text protocol over its Unix socket.

SSIP is line based (CR LF): a command, then a reply whose lines start with a
three-digit code, ``ccc-`` on all but the last (``ccc `` plus a message).
Codes 2xx are success, 3xx/4xx/5xx errors; 7xx lines are event
notifications (701 BEGIN, 702 END, 703 CANCELED, ...) that the daemon sends
at any time once ``SET SELF NOTIFICATION ALL on`` is given.

``SSIPClient`` keeps one connection: a reader thread sorts replies from
events, so that ``cancel_self`` may be sent from another thread while
``wait_begun``/``wait_done`` wait for a message's start and end. Every wait has a time limit, so a
daemon that hangs or dies never hangs the game: it raises SSIPError.
``socket_path`` is where the daemon listens ($SPEECHD_ADDRESS, else
$XDG_RUNTIME_DIR/speech-dispatcher/speechd.sock, else under ~/.cache).
"""

from __future__ import annotations

import contextlib
import queue
import socket
import threading
from pathlib import Path

from .. import environment

__all__ = ["DONE_EVENTS", "SSIPClient", "SSIPError", "socket_path"]

DONE_EVENTS = {"702": "end", "703": "cancelled"}
"""Event codes that close a message: said to the end, or cancelled."""

_PRIORITIES = ("important", "message", "text", "notification", "progress")


class SSIPError(Exception):
    """The daemon cannot be reached, refused a command, hung up, or did not answer in time."""


def socket_path(environ: dict[str, str] | None = None) -> Path | None:
    """The daemon's socket: ``$SPEECHD_ADDRESS`` ("unix_socket:PATH" or a path), else
    ``$XDG_RUNTIME_DIR/speech-dispatcher/speechd.sock``, else the same under
    ``~/.cache`` (as libspeechd); None when none is set or the address is not a
    Unix socket (inet addresses are not supported)."""
    env = environment.environ() if environ is None else environ
    address = env.get("SPEECHD_ADDRESS", "").strip()
    if address:
        method, _, rest = address.partition(":")
        if method == "unix_socket" and rest:
            return Path(rest)
        if method.startswith("/"):
            return Path(address)
        return None
    runtime = env.get("XDG_RUNTIME_DIR", "").strip()
    if runtime:
        return Path(runtime) / "speech-dispatcher" / "speechd.sock"
    home = env.get("HOME", "").strip()
    return Path(home) / ".cache" / "speech-dispatcher" / "speechd.sock" if home else None


def _escape(text: str) -> bytes:
    """The text lines of a SPEAK: CR LF line ends, a leading dot doubled, ending in '.'."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    body = "".join(("." + line if line.startswith(".") else line) + "\r\n" for line in lines)
    return (body + ".\r\n").encode("utf-8")


class SSIPClient:
    """One SSIP connection to speech-dispatcher, named ``client_name`` (user:app:part).

    ``timeout`` (seconds) bounds the connect and every reply. Raises SSIPError
    when the socket cannot be reached or the daemon refuses the name.
    """

    def __init__(self, path: Path, client_name: str = "user:tripeaks-a11y:main", *,
                 timeout: float = 2.0) -> None:
        self.timeout = timeout
        self._replies: queue.Queue[list[str] | None] = queue.Queue()
        self._events: dict[str, str] = {}
        self._cond = threading.Condition()
        self._command_lock = threading.Lock()
        self._closed = False
        self._sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            self._sock.settimeout(timeout)
            self._sock.connect(str(path))
            self._sock.settimeout(None)
        except OSError as error:
            self._sock.close()
            raise SSIPError(f"speech-dispatcher at {path}: {error}") from error
        self._reader = threading.Thread(target=self._read, name="ssip", daemon=True)
        self._reader.start()
        try:
            self.command(f"SET SELF CLIENT_NAME {client_name}")
            self.command("SET SELF NOTIFICATION ALL on")
        except SSIPError:
            self.close()
            raise

    # ----- the reader thread -----------------------------------------

    def _read(self) -> None:
        reply: list[str] = []
        event: list[str] = []
        try:
            with self._sock.makefile("rb") as stream:
                for raw in stream:
                    line = raw.decode("utf-8", "replace").rstrip("\r\n")
                    if len(line) < 4:
                        continue
                    target = event if line.startswith("7") else reply
                    target.append(line)
                    if line[3] != " ":
                        continue
                    if target is event:
                        self._note_event(event)
                        event = []
                    else:
                        self._replies.put(reply)
                        reply = []
        except (OSError, ValueError):
            pass
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        self._replies.put(None)

    def _note_event(self, lines: list[str]) -> None:
        code = lines[-1][:3]
        msg_id = lines[0][4:] if len(lines) > 1 else ""
        if msg_id and (code in DONE_EVENTS or code == "701"):
            with self._cond:
                if len(self._events) > 100:  # ends nobody waited for
                    self._events.clear()
                if code == "701":
                    self._events.setdefault(msg_id, "begun")
                else:
                    self._events[msg_id] = DONE_EVENTS[code]
                self._cond.notify_all()

    @property
    def connected(self) -> bool:
        """False once the daemon has closed the connection (or it was closed here)."""
        with self._cond:
            return not self._closed

    # ----- commands ----------------------------------------------------

    def _send(self, data: bytes) -> list[str]:
        try:
            self._sock.sendall(data)
        except OSError as error:
            raise SSIPError(f"speech-dispatcher: {error}") from error
        try:
            reply = self._replies.get(timeout=self.timeout)
        except queue.Empty:
            # A late reply would answer the next command: this connection is done.
            with self._cond:
                self._closed = True
                self._cond.notify_all()
            with contextlib.suppress(OSError):
                self._sock.shutdown(socket.SHUT_RDWR)
            raise SSIPError(f"speech-dispatcher: no answer in {self.timeout:g} s") from None
        if reply is None:
            raise SSIPError("speech-dispatcher closed the connection")
        if not reply[-1].startswith("2"):
            raise SSIPError(f"speech-dispatcher: {reply[-1]}")
        return reply

    def command(self, line: str) -> list[str]:
        """Send one command line; its reply lines (``ccc-...``/``ccc ...``).

        Raises SSIPError on an error code, a closed connection, or no reply in time.
        """
        with self._command_lock:
            return self._send(line.encode("utf-8") + b"\r\n")

    def set_priority(self, priority: str) -> None:
        """``SET SELF PRIORITY`` (important, message, text, notification, progress)."""
        if priority not in _PRIORITIES:
            raise ValueError(f"unknown SSIP priority: {priority!r}")
        self.command(f"SET SELF PRIORITY {priority}")

    def speak(self, text: str) -> str:
        """Queue ``text`` as one message; its message id. Raises SSIPError."""
        with self._command_lock:
            self._send(b"SPEAK\r\n")
            reply = self._send(_escape(text))
        return reply[0][4:] if len(reply) > 1 else ""

    def wait_begun(self, msg_id: str, timeout: float) -> bool:
        """Wait up to ``timeout`` seconds for message ``msg_id`` to start being said (or
        to end unsaid); False on a time-out. Raises SSIPError if the daemon hangs up.

        A message can wait long in the daemon's queue behind other clients' speech.
        """
        with self._cond:
            if not self._cond.wait_for(
                    lambda: msg_id in self._events or self._closed, timeout=timeout):
                return False
            if msg_id not in self._events:
                raise SSIPError("speech-dispatcher closed the connection")
            return True

    def wait_done(self, msg_id: str, timeout: float) -> str | None:
        """Wait up to ``timeout`` seconds for message ``msg_id`` to end: "end",
        "cancelled", or None on a time-out. Raises SSIPError if the daemon hangs up."""
        with self._cond:
            finished = self._cond.wait_for(
                lambda: self._events.get(msg_id, "begun") != "begun" or self._closed,
                timeout=timeout)
            outcome = self._events.get(msg_id, "begun")
            if outcome != "begun":
                del self._events[msg_id]
                return outcome
            if finished:
                raise SSIPError("speech-dispatcher closed the connection")
            return None

    def cancel_self(self) -> None:
        """``CANCEL SELF``: stop this connection's messages only, said and queued."""
        self.command("CANCEL SELF")

    def list_output_modules(self) -> list[str]:
        """The daemon's output modules (``LIST OUTPUT_MODULES``). Raises SSIPError."""
        return [line[4:] for line in self.command("LIST OUTPUT_MODULES")[:-1]]

    def close(self) -> None:
        """Say ``QUIT`` (briefly) and close the socket; never raises."""
        with contextlib.suppress(OSError, SSIPError):
            if not self._closed:
                self._sock.settimeout(0.5)
                self._sock.sendall(b"QUIT\r\n")
        with contextlib.suppress(OSError):
            self._sock.shutdown(socket.SHUT_RDWR)
        self._sock.close()
