//! What the README says about the command and the suite holds (its commands are run, with the
//! docs', by `docs_commands.rs`).

use crate::support;

use support::{qili, root, stderr};

#[test]
fn the_synopsis_names_every_protocol_an_engine_may_speak() {
    use clap::ValueEnum;
    let text = std::fs::read_to_string(root().join("README.md")).expect("README.md");
    let line = text
        .lines()
        .find(|l| l.starts_with("qili run --engine CMD"))
        .expect("the synopsis has `qili run --engine CMD`");
    let names: Vec<String> = qili::cli::Protocol::value_variants()
        .iter()
        .filter_map(|p| p.to_possible_value())
        .map(|v| v.get_name().to_string())
        .collect();
    assert!(names.len() >= 3, "{names:?}");
    assert!(
        line.contains(&format!("[--protocol {}]", names.join("|"))),
        "the synopsis `{line}` does not name every protocol: {names:?}"
    );
}

#[test]
fn the_install_command_puts_only_qili_on_the_path() {
    // `cargo install --path harness` installs every binary target whose required features are
    // on by default: that must be `qili` alone (the scripted engine is for the tests).
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let out = std::process::Command::new(cargo)
        .args([
            "metadata",
            "--no-deps",
            "--offline",
            "--format-version",
            "1",
        ])
        .current_dir(root())
        .output()
        .expect("cargo metadata runs");
    assert!(out.status.success(), "{}", stderr(&out));
    let metadata: serde_json::Value =
        serde_json::from_slice(&out.stdout).expect("cargo metadata prints JSON");
    let package = metadata["packages"]
        .as_array()
        .expect("packages")
        .iter()
        .find(|p| p["name"] == "qili")
        .expect("the qili package");
    let default: Vec<&str> = package["features"]["default"]
        .as_array()
        .map(|d| d.iter().filter_map(|f| f.as_str()).collect())
        .unwrap_or_default();
    let mut installed = Vec::new();
    let mut bins = 0;
    for target in package["targets"].as_array().expect("targets") {
        if !target["kind"]
            .as_array()
            .expect("kinds")
            .contains(&"bin".into())
        {
            continue;
        }
        bins += 1;
        let needs: Vec<&str> = target["required-features"]
            .as_array()
            .map(|r| r.iter().filter_map(|f| f.as_str()).collect())
            .unwrap_or_default();
        if needs.iter().all(|f| default.contains(f)) {
            installed.push(target["name"].as_str().expect("a name"));
        }
    }
    assert!(
        bins >= 2,
        "the package has {bins} binaries; the mock engine is one"
    );
    assert_eq!(installed, ["qili"]);
}

#[test]
fn every_documented_test_command_shares_the_build_of_cargo_test_workspace() {
    // Cargo unifies features over the packages a command selects: `-p qili` leaves out the
    // oracle's dev-dependencies, whose features the workspace build turns on, and so rebuilds
    // qili with another feature set (minutes on two cores). A test command in the docs selects
    // the whole workspace (bare `cargo test` at the root does too) and changes no feature.
    let mut docs = vec![root().join("README.md")];
    for entry in std::fs::read_dir(root().join("docs")).expect("docs/") {
        let path = entry.expect("an entry").path();
        if path.extension().is_some_and(|e| e == "md") {
            docs.push(path);
        }
    }
    let mut seen = 0;
    for doc in docs {
        let text = std::fs::read_to_string(&doc).expect("a doc");
        for (n, line) in text.lines().enumerate() {
            for command in line.split('`').filter(|c| c.contains("cargo test")) {
                seen += 1;
                for flag in [
                    " -p ",
                    "--package",
                    "--features",
                    "-features",
                    "--release",
                    "--manifest-path",
                ] {
                    assert!(
                        !command.contains(flag),
                        "{}:{}: `{}` builds apart from `cargo test --workspace` ({flag})",
                        doc.display(),
                        n + 1,
                        command.trim()
                    );
                }
            }
        }
    }
    assert!(seen >= 5, "only {seen} test commands found in the docs");
}

/// The `| trials | pass | …` table of tiers in `text`: the header and the rows that follow it.
fn tier_block(text: &str) -> Vec<String> {
    text.lines()
        .skip_while(|l| !l.starts_with("| trials | pass | fail |"))
        .take_while(|l| l.starts_with('|'))
        .map(str::to_string)
        .collect()
}

#[test]
fn the_readme_conformance_table_is_what_qili_run_prints() {
    let out = qili(&["run"]);
    let printed = tier_block(&String::from_utf8_lossy(&out.stdout));
    assert!(printed.len() > 2, "`qili run` printed no tier table");
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README.md");
    let shown = tier_block(&readme);
    assert_eq!(
        shown.join("\n"),
        printed.join("\n"),
        "README.md's conformance table is not what `cargo run --release` prints: copy the \
         printed block into README.md"
    );
}

/// The virtual environment README.md and docs/PYTHON.md make in the checkout's root
/// (`python3 -m venv venv`) is ignored by git, so that it is never committed by mistake
/// (issue #32). Git itself is asked where the checkout has it; the rule is read either way.
#[test]
fn the_venv_the_docs_make_is_ignored() {
    for doc in ["README.md", "docs/PYTHON.md"] {
        let text = std::fs::read_to_string(root().join(doc)).expect(doc);
        assert!(
            text.contains("python3 -m venv venv"),
            "{doc} no longer makes venv/: update this test"
        );
    }
    let ignore = std::fs::read_to_string(root().join(".gitignore")).expect(".gitignore");
    assert!(
        ignore.lines().any(|l| l.trim() == "/venv/"),
        ".gitignore has no /venv/ line"
    );
    if root().join(".git").exists() {
        let status = std::process::Command::new("git")
            .args(["check-ignore", "-q", "venv/bin/python"])
            .current_dir(root())
            .status()
            .expect("git runs in a checkout");
        assert!(status.success(), "git does not ignore venv/bin/python");
    }
}

/// Every option the README's synopsis (its "Commands" block) gives a command is one that
/// command takes: a renamed or dropped option shows here, not in a user's terminal.
#[test]
fn every_option_of_the_synopsis_is_one_the_command_takes() {
    use clap::CommandFactory;
    let text = std::fs::read_to_string(root().join("README.md")).expect("README.md");
    let block = text
        .split("## Commands")
        .nth(1)
        .and_then(|rest| rest.split("```text\n").nth(1))
        .and_then(|rest| rest.split("```").next())
        .expect("README.md has a ```text block under ## Commands");
    let cli = qili::cli::Cli::command();
    let (mut command, mut checked, mut wrong) = (None, 0, Vec::new());
    for line in block.lines() {
        let synopsis = line.split('#').next().unwrap_or_default();
        if let Some(rest) = synopsis.strip_prefix("qili ") {
            let words: Vec<&str> = rest.split_whitespace().collect();
            // `qili tournament run …`: a subcommand of a subcommand.
            let mut found = words.first().and_then(|w| cli.find_subcommand(w));
            if let (Some(c), Some(next)) = (found, words.get(1)) {
                found = c.find_subcommand(next).or(Some(c));
            }
            command = found;
        }
        let Some(c) = command else { continue };
        for word in synopsis.split(|ch: char| !(ch.is_ascii_alphanumeric() || ch == '-')) {
            let Some(long) = word.strip_prefix("--") else {
                continue;
            };
            if long.is_empty() || long == "help" || long == "version" {
                continue;
            }
            checked += 1;
            if !c.get_arguments().any(|a| a.get_long() == Some(long)) {
                wrong.push(format!("{}: --{long}", c.get_name()));
            }
        }
    }
    assert!(
        checked > 40,
        "only {checked} options read from the synopsis"
    );
    assert!(
        wrong.is_empty(),
        "the synopsis gives options the commands do not take: {wrong:?}"
    );
}
