// /auth/create_account/:userType — the sign-up screen (container at most 330px wide).
import { Navigate, type LoaderFunctionArgs } from "react-router-dom";
import { isUserType, paths } from "../../../config/paths";
import { SignUpForm } from "../../../features/auth/components/sign-up-form";
import { useAuth } from "../../../lib/auth";
import { NotFoundError } from "../../../lib/errors";
import "../../../styles/content.css";

export function loader({ params }: LoaderFunctionArgs) {
  if (!isUserType(params.userType))
    throw new NotFoundError(
      `No sign-in for user type "${params.userType ?? ""}"`,
    );
  return null;
}

export function Component() {
  const { user } = useAuth();
  if (user)
    return (
      <Navigate
        to={
          user.type === "admin" ? paths.admin.getHref() : paths.home.getHref()
        }
        replace
      />
    );

  return (
    <section className="auth-page" aria-labelledby="sign-up-title">
      <title>Create an account · Campus Hostel</title>
      <div className="card auth-card auth-card--narrow">
        <h1 id="sign-up-title">Create an account</h1>
        <p className="auth-card__lead">
          Join Campus Hostel to apply for rooms and track your requests.
        </p>
        <SignUpForm />
      </div>
    </section>
  );
}
