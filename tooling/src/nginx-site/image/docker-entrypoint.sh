#!/bin/sh
# What the nginx image's /docker-entrypoint.sh does before it starts nginx: every file of the entrypoint folder,
# in `sort -V` order, `*.envsh` sourced and `*.sh` run (each only when executable). The loop runs in a pipeline's
# subshell, as in the image: what an envsh exports reaches the scripts after it (the templates), not nginx itself.
# The first argument is the folder that stands for /docker-entrypoint.d; the rest is the command.
set -e
entrypoint_dir="$1"
shift

find "$entrypoint_dir/" -follow -type f -print | sort -V | while read -r f; do
    case "$f" in
        *.envsh)
            if [ -x "$f" ]; then
                echo "$0: Sourcing $f"
                . "$f"
            else
                echo "$0: Ignoring $f, not executable"
            fi
            ;;
        *.sh)
            if [ -x "$f" ]; then
                echo "$0: Launching $f"
                "$f"
            else
                echo "$0: Ignoring $f, not executable"
            fi
            ;;
        *) echo "$0: Ignoring $f";;
    esac
done

echo "$0: Configuration complete; ready for start up"
exec "$@"
