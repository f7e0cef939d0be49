//! `qili serve`: the rules explorer on this machine, until Ctrl-C.

use super::{Failure, ServeArgs};
use crate::serve::{Explorer, Limits, router};
use crate::suite::Layout;
use std::net::SocketAddr;

/// Runs `qili serve`: loads the cases, listens, prints the URL, and serves.
pub fn run(args: &ServeArgs) -> Result<u8, Failure> {
    let layout = match &args.cases {
        Some(dir) => Layout::with_cases(dir),
        None => Layout::discover(),
    };
    let explorer = Explorer::load(&layout, Limits::default());
    if let Err(e) = &explorer.suite {
        if args.cases.is_some() {
            return Err(Failure::bad_input(format!("--cases: {e}")));
        }
        eprintln!("qili: warning: no cases to show ({e}); the rest of the explorer works");
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| Failure::bad_input(format!("cannot start the server: {e}")))?;
    runtime.block_on(async {
        let at = SocketAddr::new(args.bind, args.port);
        let listener = tokio::net::TcpListener::bind(at).await.map_err(|e| {
            Failure::bad_input(format!("--bind {} --port {}: {e}", args.bind, args.port))
        })?;
        let local = listener
            .local_addr()
            .map_err(|e| Failure::bad_input(format!("cannot read the bound address: {e}")))?;
        sayln!("qili serve: the rules explorer is at http://{local}/ (Ctrl-C stops it)");
        axum::serve(listener, router(explorer))
            .await
            .map_err(|e| Failure::bad_input(format!("the server stopped: {e}")))?;
        Ok(0)
    })
}
