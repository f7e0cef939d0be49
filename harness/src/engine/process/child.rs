//! A spawned engine process: lines in, lines out with a deadline, and a sure end (kill, then
//! wait, so that no zombie is left).

use super::super::Fault;
use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// The longest line kept; longer output is cut into lines of this length.
const MAX_LINE: u64 = 16 * 1024;

/// How many lines of the engine's stderr are kept for crash reports.
const STDERR_TAIL: usize = 5;

/// How long a process that was told to quit may take before it is killed.
const QUIT_GRACE: Duration = Duration::from_millis(300);

/// A running engine process.
pub struct Child {
    process: std::process::Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    stderr: Arc<Mutex<VecDeque<String>>>,
    last_line: Option<String>,
}

impl Child {
    /// Starts `argv[0]` with the other arguments; no shell is involved.
    pub fn spawn(argv: &[String]) -> std::io::Result<Child> {
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
        let stderr_pipe = process.stderr.take().expect("stderr is piped");
        let (sender, lines) = channel();
        thread::spawn(move || {
            for_each_line(stdout, |line| sender.send(line).is_ok());
        });
        let stderr = Arc::new(Mutex::new(VecDeque::new()));
        let tail = Arc::clone(&stderr);
        thread::spawn(move || {
            for_each_line(stderr_pipe, |line| {
                let mut tail = tail.lock().unwrap_or_else(|e| e.into_inner());
                if tail.len() == STDERR_TAIL {
                    tail.pop_front();
                }
                tail.push_back(line);
                true
            });
        });
        Ok(Child {
            process,
            stdin,
            lines,
            stderr,
            last_line: None,
        })
    }

    /// Sends one line. A process that cannot be written to has died.
    pub fn send(&mut self, line: &str) -> Result<(), Fault> {
        let written = writeln!(self.stdin, "{line}").and_then(|()| self.stdin.flush());
        match written {
            Ok(()) => Ok(()),
            Err(e) => Err(self.died(&format!("writing `{line}` failed ({e})"))),
        }
    }

    /// The next line the engine sends, waiting until `deadline`. On a timeout the process is
    /// killed; `waiting_for` names what was expected, for the message.
    pub fn recv(&mut self, deadline: Instant, waiting_for: &str) -> Result<String, Fault> {
        let left = deadline.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(left) {
            Ok(line) => {
                self.last_line = Some(line.clone());
                Ok(line)
            }
            Err(RecvTimeoutError::Timeout) => {
                self.kill();
                Err(Fault::Timeout {
                    waiting_for: waiting_for.to_string(),
                    last_line: self.last_line.clone(),
                })
            }
            Err(RecvTimeoutError::Disconnected) => Err(self.died(&format!(
                "it closed its output while qili waited for {waiting_for}"
            ))),
        }
    }

    /// The next line the engine sends before `deadline`, or `None` when it sends nothing by then
    /// (the process is left running: silence is an answer here, as when a CECP engine of
    /// protocol version 1 sends no features).
    pub fn recv_quiet(
        &mut self,
        deadline: Instant,
        waiting_for: &str,
    ) -> Result<Option<String>, Fault> {
        let left = deadline.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(left) {
            Ok(line) => {
                self.last_line = Some(line.clone());
                Ok(Some(line))
            }
            Err(RecvTimeoutError::Timeout) => Ok(None),
            Err(RecvTimeoutError::Disconnected) => Err(self.died(&format!(
                "it closed its output while qili waited for {waiting_for}"
            ))),
        }
    }

    /// A crash fault: how the process ended, with the tail of its stderr.
    fn died(&mut self, context: &str) -> Fault {
        let status = self.kill();
        // The stderr reader may still be draining the pipe of the dead process.
        thread::sleep(Duration::from_millis(20));
        let tail: Vec<String> = self
            .stderr
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .cloned()
            .collect();
        let mut detail = format!("{context}; {status}");
        if !tail.is_empty() {
            detail.push_str(&format!("; its stderr ended with: {}", tail.join(" | ")));
        }
        Fault::Crash { detail }
    }

    /// Kills the process (if it still runs) and waits for it; returns how it ended.
    pub fn kill(&mut self) -> String {
        let _ = self.process.kill();
        match self.process.wait() {
            Ok(status) => describe(status),
            Err(e) => format!("could not be waited for ({e})"),
        }
    }

    /// Asks the process to quit, gives it a moment, then kills it and waits.
    pub fn quit(mut self, command: &str) {
        let _ = writeln!(self.stdin, "{command}").and_then(|()| self.stdin.flush());
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

/// How a process ended, in words.
fn describe(status: std::process::ExitStatus) -> String {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            return format!("it was ended by signal {signal}");
        }
    }
    match status.code() {
        Some(code) => format!("it exited with status {code}"),
        None => "it ended".to_string(),
    }
}

/// Calls `take` with each line read from `pipe` (without the line end; invalid UTF-8 replaced),
/// until the pipe closes or `take` returns false.
fn for_each_line(pipe: impl Read, mut take: impl FnMut(String) -> bool) {
    let mut reader = BufReader::new(pipe);
    let mut buf = Vec::new();
    loop {
        buf.clear();
        match (&mut reader).take(MAX_LINE).read_until(b'\n', &mut buf) {
            Ok(0) | Err(_) => return,
            Ok(_) => {
                while buf.last().is_some_and(|b| *b == b'\n' || *b == b'\r') {
                    buf.pop();
                }
                if !take(String::from_utf8_lossy(&buf).into_owned()) {
                    return;
                }
            }
        }
    }
}
