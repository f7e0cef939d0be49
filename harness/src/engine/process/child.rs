//! A spawned engine process: lines in, lines out with a deadline, and a sure end (kill, then
//! wait, so that no zombie is left).
//!
//! No thread reads for it: its stdout and stderr are read here, when an answer is awaited, with
//! poll(2) and a timeout, each into a buffer of fixed size ([`Lines`]). So an engine that floods
//! its output costs a fixed amount of memory, the clock is read before every line is handed on
//! (a deadline wins over output already waiting), and waiting costs no thread wake-up.

use super::super::{Awaited, Crash, Doing, Ending, Fault, SystemError};
use super::lines::Lines;
use nix::fcntl::{FcntlArg, OFlag, fcntl};
use nix::poll::{PollFd, PollFlags, PollTimeout, poll};
use std::collections::VecDeque;
use std::io::{ErrorKind, Write};
use std::os::fd::AsFd;
use std::process::{ChildStderr, ChildStdin, ChildStdout, Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// How many lines of the engine's stderr are kept for crash reports.
const STDERR_TAIL: usize = 5;

/// How long a process that was told to quit may take before it is killed.
const QUIT_GRACE: Duration = Duration::from_millis(300);

/// How long the stderr of a process that has ended is read for its last lines (it ends at once
/// unless another process holds the pipe open).
const STDERR_DRAIN: Duration = Duration::from_millis(100);

/// The most bytes of lines sent that are gathered before they are written.
const PENDING: usize = 4096;

/// The most of a line a message quotes.
const QUOTED: usize = 200;

/// A running engine process.
pub struct Child {
    process: std::process::Child,
    /// Non-blocking: a write the engine does not read waits at most `write_within`.
    stdin: ChildStdin,
    stdout: ChildStdout,
    stderr: ChildStderr,
    out: Lines,
    err: Lines,
    /// The last lines of its stderr.
    tail: VecDeque<String>,
    /// Lines sent and not yet written.
    pending: Vec<u8>,
    write_within: Duration,
    last_line: Option<String>,
}

/// What waiting for a line gave.
enum Next {
    Line(String),
    Timeout,
    Closed,
}

impl Child {
    /// Starts `argv[0]` with the other arguments; no shell is involved. A line sent must be
    /// taken in by the engine within `write_within`, else it is taken to hang.
    pub fn spawn(argv: &[String], write_within: Duration) -> std::io::Result<Child> {
        let (program, args) = argv.split_first().ok_or_else(|| {
            std::io::Error::new(std::io::ErrorKind::InvalidInput, "empty engine command")
        })?;
        let mut process = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()?;
        let stdin = process.stdin.take().expect("stdin is piped");
        let stdout = process.stdout.take().expect("stdout is piped");
        let stderr = process.stderr.take().expect("stderr is piped");
        if let Err(e) = fcntl(&stdin, FcntlArg::F_SETFL(OFlag::O_NONBLOCK)) {
            let _ = process.kill();
            let _ = process.wait();
            return Err(e.into());
        }
        Ok(Child {
            process,
            stdin,
            stdout,
            stderr,
            out: Lines::new(),
            err: Lines::new(),
            tail: VecDeque::new(),
            pending: Vec::new(),
            write_within,
            last_line: None,
        })
    }

    /// Sends one line. Lines are gathered and written together when an answer is awaited (one
    /// write, one wake-up of the engine), or when they fill [`PENDING`]. A process that cannot
    /// be written to has died; one that takes nothing in for the write's time hangs, and is
    /// killed.
    pub fn send(&mut self, line: &str) -> Result<(), Fault> {
        self.pending.extend_from_slice(line.as_bytes());
        self.pending.push(b'\n');
        if self.pending.len() >= PENDING {
            self.flush()?;
        }
        Ok(())
    }

    /// Writes the lines sent so far.
    fn flush(&mut self) -> Result<(), Fault> {
        let mut written = 0;
        let mut deadline = None;
        while written < self.pending.len() {
            match self.stdin.write(&self.pending[written..]) {
                Ok(0) => return Err(self.write_failed(None)),
                Ok(n) => written += n,
                Err(e) if e.kind() == ErrorKind::Interrupted => {}
                Err(e) if e.kind() == ErrorKind::WouldBlock => {
                    let deadline =
                        *deadline.get_or_insert_with(|| Instant::now() + self.write_within);
                    if !self.wait_for_room(deadline) {
                        let waiting_for = Awaited::Room(first_line(&self.pending[written..]));
                        self.kill();
                        return Err(Fault::Timeout {
                            waiting_for,
                            last_line: self.last_line.clone(),
                        });
                    }
                }
                Err(e) => return Err(self.write_failed(Some(e.into()))),
            }
        }
        self.pending.clear();
        Ok(())
    }

    /// The crash fault of a write that failed.
    fn write_failed(&mut self, why: Option<SystemError>) -> Fault {
        let line = first_line(&self.pending);
        self.pending.clear();
        self.died(Doing::Writing(line, why))
    }

    /// The next line the engine sends, waiting until `deadline`. On a timeout the process is
    /// killed; `waiting_for` names what was expected, for the message.
    pub fn recv(&mut self, deadline: Instant, waiting_for: &Awaited) -> Result<String, Fault> {
        self.flush()?;
        match self.next_line(deadline) {
            Next::Line(line) => Ok(line),
            Next::Timeout => {
                self.kill();
                Err(Fault::Timeout {
                    waiting_for: waiting_for.clone(),
                    last_line: self.last_line.clone(),
                })
            }
            Next::Closed => Err(self.died(Doing::Waiting(waiting_for.clone()))),
        }
    }

    /// The next line the engine sends before `deadline`, or `None` when it sends nothing by then
    /// (the process is left running: silence is an answer here, as when a CECP engine of
    /// protocol version 1 sends no features).
    pub fn recv_quiet(
        &mut self,
        deadline: Instant,
        waiting_for: &Awaited,
    ) -> Result<Option<String>, Fault> {
        self.flush()?;
        match self.next_line(deadline) {
            Next::Line(line) => Ok(Some(line)),
            Next::Timeout => Ok(None),
            Next::Closed => Err(self.died(Doing::Waiting(waiting_for.clone()))),
        }
    }

    /// Skips the lines the engine has sent and qili has not taken: what it said after its last
    /// answer. Reads at most once, without waiting.
    pub fn skip_unread(&mut self) {
        while self.out.line().is_some() {}
        let readable = {
            let mut fds = [PollFd::new(self.stdout.as_fd(), PollFlags::POLLIN)];
            matches!(poll(&mut fds, PollTimeout::ZERO), Ok(1)) && ready(&fds[0])
        };
        if readable {
            self.out.fill(&mut self.stdout);
            while self.out.line().is_some() {}
        }
    }

    /// The next line of stdout, reading as needed until `deadline`, which is checked before any
    /// line is handed on.
    fn next_line(&mut self, deadline: Instant) -> Next {
        loop {
            if Instant::now() >= deadline {
                return Next::Timeout;
            }
            if let Some(line) = self.out.line() {
                self.last_line = Some(quote(&line));
                return Next::Line(line);
            }
            if self.out.finished() {
                return Next::Closed;
            }
            self.wait_for_output(deadline);
        }
    }

    /// Waits until stdout can be read or `deadline`, and reads what is there, from stderr too.
    fn wait_for_output(&mut self, deadline: Instant) {
        let (out, err) = {
            let mut fds = [
                PollFd::new(self.stdout.as_fd(), PollFlags::POLLIN),
                PollFd::new(self.stderr.as_fd(), PollFlags::POLLIN),
            ];
            let n = if self.err.closed() { 1 } else { 2 };
            if !poll_until(&mut fds[..n], deadline) {
                return;
            }
            (ready(&fds[0]), n == 2 && ready(&fds[1]))
        };
        if out {
            self.out.fill(&mut self.stdout);
        }
        if err {
            self.read_stderr();
        }
    }

    /// Waits until stdin has room or `deadline`, reading stderr meanwhile; false on the deadline.
    fn wait_for_room(&mut self, deadline: Instant) -> bool {
        loop {
            if Instant::now() >= deadline {
                return false;
            }
            let (room, err) = {
                let mut fds = [
                    PollFd::new(self.stdin.as_fd(), PollFlags::POLLOUT),
                    PollFd::new(self.stderr.as_fd(), PollFlags::POLLIN),
                ];
                let n = if self.err.closed() { 1 } else { 2 };
                if !poll_until(&mut fds[..n], deadline) {
                    continue;
                }
                (ready(&fds[0]), n == 2 && ready(&fds[1]))
            };
            if err {
                self.read_stderr();
            }
            if room {
                return true;
            }
        }
    }

    /// Reads stderr once, keeping its last lines.
    fn read_stderr(&mut self) {
        self.err.fill(&mut self.stderr);
        while let Some(line) = self.err.line() {
            if self.tail.len() == STDERR_TAIL {
                self.tail.pop_front();
            }
            self.tail.push_back(quote(&line));
        }
    }

    /// A crash fault: how the process ended, with the tail of its stderr.
    fn died(&mut self, doing: Doing) -> Fault {
        let status = self.kill();
        // What the dead process wrote to stderr is still in the pipe.
        let until = Instant::now() + STDERR_DRAIN;
        while !self.err.closed() && Instant::now() < until {
            let mut fds = [PollFd::new(self.stderr.as_fd(), PollFlags::POLLIN)];
            if poll_until(&mut fds, until) && ready(&fds[0]) {
                self.read_stderr();
            }
        }
        Fault::Crash {
            detail: Crash::Ended {
                doing,
                end: status,
                stderr: self.tail.iter().cloned().collect(),
            },
        }
    }

    /// Kills the process (if it still runs) and waits for it; returns how it ended.
    pub fn kill(&mut self) -> Ending {
        let _ = self.process.kill();
        match self.process.wait() {
            Ok(status) => ending(status),
            Err(e) => Ending::NotWaited(e.into()),
        }
    }

    /// Asks the process to quit, gives it a moment, then kills it and waits.
    pub fn quit(mut self, command: &str) {
        self.pending
            .extend_from_slice(format!("{command}\n").as_bytes());
        let _ = self.stdin.write(&self.pending);
        let deadline = Instant::now() + QUIT_GRACE;
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.process.try_wait() {
                return;
            }
            thread::sleep(Duration::from_millis(5));
        }
        self.kill();
    }
}

impl Drop for Child {
    /// Never leave a process running or unreaped.
    fn drop(&mut self) {
        if let Ok(None) = self.process.try_wait() {
            self.kill();
        }
    }
}

/// Polls `fds` until one is ready or `deadline`; false when none is (timeout, interruption).
fn poll_until(fds: &mut [PollFd], deadline: Instant) -> bool {
    let left = deadline.saturating_duration_since(Instant::now());
    // Rounded up, so that a wait shorter than a millisecond is not a busy loop.
    let millis = left.as_micros().div_ceil(1000);
    let timeout = PollTimeout::try_from(millis).unwrap_or(PollTimeout::MAX);
    matches!(poll(fds, timeout), Ok(n) if n > 0)
}

/// Whether poll found `fd` ready: readable, writable, closed or failed.
fn ready(fd: &PollFd) -> bool {
    fd.any().unwrap_or(true)
}

/// `line` as a message quotes it: at most [`QUOTED`] bytes, then `…` if it was longer.
fn quote(line: &str) -> String {
    if line.len() <= QUOTED {
        return line.to_string();
    }
    let mut end = QUOTED;
    while !line.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}…", &line[..end])
}

/// The first line of `bytes`, as a message quotes it.
fn first_line(bytes: &[u8]) -> String {
    let line = bytes.split(|&b| b == b'\n').next().unwrap_or_default();
    quote(&String::from_utf8_lossy(line))
}

/// How a process ended.
fn ending(status: std::process::ExitStatus) -> Ending {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            return Ending::Signal(signal);
        }
    }
    match status.code() {
        Some(code) => Ending::Status(code),
        None => Ending::Ended,
    }
}
