//! `qili serve`: the rules explorer on this machine, until Ctrl-C.

use super::{Failure, ServeArgs};
use crate::i18n::{Lang, tr};
use crate::serve::{Explorer, Limits, router};
use crate::suite::Layout;
use std::net::SocketAddr;

/// Runs `qili serve`: loads the cases, listens, prints the URL (in `lang`), and serves.
pub fn run(args: &ServeArgs, lang: Lang) -> Result<u8, Failure> {
    let layout = match &args.cases {
        Some(dir) => Layout::with_cases(dir),
        None => Layout::discover(),
    };
    let explorer = Explorer::load(&layout, Limits::default());
    if let Err(e) = &explorer.suite {
        if args.cases.is_some() {
            let why = super::run::no_suite(lang, args.cases.as_deref(), e.to_string());
            return Err(Failure::bad_input(super::errors::option(
                lang, "cases", why,
            )));
        }
        eprintln!("{}", tr!(lang, "serve-no-cases", error = e.to_string()));
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| Failure::bad_input(stopped(lang, "start", &e)))?;
    runtime.block_on(async {
        let at = SocketAddr::new(args.bind, args.port);
        let listener = tokio::net::TcpListener::bind(at).await.map_err(|e| {
            let kind = match e.kind() {
                std::io::ErrorKind::AddrInUse => "in-use",
                std::io::ErrorKind::PermissionDenied => "permission",
                std::io::ErrorKind::AddrNotAvailable => "not-here",
                _ => "other",
            };
            Failure::bad_input(tr!(
                lang,
                "serve-cannot-bind",
                bind = args.bind.to_string(),
                port = args.port.to_string(),
                kind = kind,
                error = e.to_string()
            ))
        })?;
        let local = listener
            .local_addr()
            .map_err(|e| Failure::bad_input(stopped(lang, "address", &e)))?;
        sayln!(
            "{}",
            tr!(lang, "serve-listening", url = format!("http://{local}/"))
        );
        axum::serve(listener, router(explorer))
            .await
            .map_err(|e| Failure::bad_input(stopped(lang, "stopped", &e)))?;
        Ok(0)
    })
}

/// Why the server could not start (`start`), read its address (`address`) or went on
/// (`stopped`), in `lang`, the system's words after it.
fn stopped(lang: Lang, kind: &str, error: &std::io::Error) -> String {
    tr!(
        lang,
        "serve-failed",
        kind = kind.to_string(),
        error = error.to_string()
    )
}
