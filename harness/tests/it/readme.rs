//! Every `qili` command in the README's `sh` blocks works as printed, from the checkout's root
//! (files it writes under `/tmp/` go to a scratch directory instead). The commands that need an
//! outside engine are run by the conformance suite's real-engine trials.

use crate::support;

use support::{qili, root, scratch, stderr};

/// The `qili …` command lines of the README's ```sh blocks, with `\` continuations joined.
fn readme_commands() -> Vec<String> {
    let text = std::fs::read_to_string(root().join("README.md")).expect("README.md");
    let mut commands = Vec::new();
    let mut in_sh = false;
    let mut pending = String::new();
    for line in text.lines() {
        match line.trim() {
            "```sh" => in_sh = true,
            "```" => in_sh = false,
            l if in_sh => {
                pending.push_str(l.trim_end_matches('\\'));
                pending.push(' ');
                if !l.ends_with('\\') {
                    let command = std::mem::take(&mut pending);
                    let command = command.split(" # ").next().unwrap_or("").trim().to_string();
                    if command.starts_with("qili ") {
                        commands.push(command);
                    }
                }
            }
            _ => {}
        }
    }
    commands
}

#[test]
fn the_readme_commands_work_as_printed() {
    let dir = scratch("readme");
    let commands = readme_commands();
    assert!(commands.len() >= 3, "found only {commands:?}");
    let mut ran = 0;
    for command in &commands {
        if command.contains("--engine") {
            continue;
        }
        let words = shlex::split(command).unwrap_or_else(|| panic!("unbalanced quotes: {command}"));
        let scratch_dir = format!("{}/", dir.display());
        let args: Vec<String> = words[1..]
            .iter()
            .map(|w| w.replace("/tmp/", &scratch_dir))
            .collect();
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = qili(&args);
        assert!(out.status.success(), "`{command}` failed: {}", stderr(&out));
        ran += 1;
    }
    assert!(ran >= 3, "ran only {ran} of {commands:?}");
}
